import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Screens/Info/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [
    (Story) => (
      <PortalHarness initialPath="/notfound">
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
