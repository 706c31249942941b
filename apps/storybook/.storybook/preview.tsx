import type { PortalLocale } from '@lego-portal/rules';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { PortalRoot, TextsProvider, preloadLocale } from '@lego-portal/portal-ui';
import './preview.css';

/**
 * The language stories start in: English in the browser (switch it in the toolbar), and the
 * language of the test run under Vitest, whose config runs every story once per language.
 */
// The play functions wait for what a person would see (findBy, waitFor). On two busy cores (CI
// runs the stories beside other checks) a render or an answer can take longer than the default
// second; the component tests wait as long (packages/portal-ui/test/setup-jsdom.ts).
configure({ asyncUtilTimeout: 5000 });

const initialLocale = (import.meta.env.STORYBOOK_LOCALE as PortalLocale | undefined) ?? 'en';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the portal',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'th', title: 'ไทย (Thai)', right: 'th' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: initialLocale },
  // Every story renders in the toolbar's language, under the portal root, as inside a
  // PortalProvider; a screen's own PortalProvider (the stories' harness) keeps that language.
  decorators: [
    (Story, { globals }) => (
      <TextsProvider locale={globals.locale as PortalLocale}>
        <PortalRoot lang={globals.locale as string} style={{ padding: '1rem' }}>
          <Story />
        </PortalRoot>
      </TextsProvider>
    ),
  ],
  // The language's texts are loaded before the story renders, so no story shows English first.
  // MSW for screen stories: each story lists its handlers in `parameters.msw.handlers`.
  loaders: [async ({ globals }) => void (await preloadLocale(globals.locale as PortalLocale)), mswLoader()],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation fails the story's test (Vitest addon) and shows in the a11y panel.
    a11y: { test: 'error' },
    // The sizes the portal is designed and tested at: a story sets `globals: { viewport: { value:
    // 'phone' } }`, and the Vitest addon resizes the test browser to it as the toolbar does.
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768x1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1440x900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
