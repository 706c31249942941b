import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { PortalRoot } from '@lego-portal/portal-ui';
import './preview.css';

const preview: Preview = {
  // Every story renders under the portal root, as inside PortalProvider.
  decorators: [
    (Story) => (
      <PortalRoot style={{ padding: '1rem' }}>
        <Story />
      </PortalRoot>
    ),
  ],
  // MSW for screen stories: each story lists its handlers in `parameters.msw.handlers`.
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation fails the story's test (Vitest addon) and shows in the a11y panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
