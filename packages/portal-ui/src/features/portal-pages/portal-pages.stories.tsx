import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalFrame } from '../../frame';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { createPortalPaths } from '../../provider/paths';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { PortalPages } from './portal-pages';
import { portalPagesPaths } from './portal-pages-paths';

// The host's paths with the portal's pages at its own prefix: the frame's menu and the feature agree.
const PATHS = { ...createPortalPaths(), ...portalPagesPaths('/portal') };
// The navigation of the story being shown, so a play function can check where the feature went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Features/PortalPages',
  component: PortalPages,
  globals: { viewport: { value: 'desktop' } },
  args: { prefix: '/portal' },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: () => {
    navigation = createMemoryNavigation('/portal');
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation} paths={PATHS}>
      <PortalFrame>
        <PortalPages {...args} />
      </PortalFrame>
    </PortalHarness>
  ),
} satisfies Meta<typeof PortalPages>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a host's frame, its paths spread with `portalPagesPaths('/portal')`: the prefix shows the
 * announcement, the menu's USER MANUAL and CONTACT US open their pages under it, and a path none
 * of its pages serves goes to the not-found page.
 */
export const InTheFrame: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('info.homeTitle') })).toBeVisible();
    const menu = within(canvas.getByRole('navigation', { name: t('frame.mainMenu') }));
    await userEvent.click(menu.getByRole('link', { name: t('menu.contactUs') }));
    await expect(navigation.location).toBe('/portal/contact');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('info.contactTitle') })).toBeVisible();
    await userEvent.click(menu.getByRole('link', { name: t('menu.userManual') }));
    await expect(navigation.location).toBe('/portal/manual');
    navigation.navigate('/portal/nowhere');
    await waitFor(() => expect(navigation.location).toBe('/portal/notfound'));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('info.notFoundTitle') })).toBeVisible();
  },
};
