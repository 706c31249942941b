import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER } from '../test-support/portal-harness';
import type { StoryTexts } from '../test-support/story-texts';
import { localeOf, textsOf } from '../test-support/story-texts';
import { FrameDemo, brokenWords, linksOf, mainMenu } from './frame-story-support';

/**
 * The frame on a phone (390x844) and, for comparison, on a desktop (1440x900), as a host shows it:
 * full width, with a LocaleSwitch among the header's actions (in the drawer on the phone).
 */
const meta = {
  title: 'Frame/PortalFrame on a phone',
  component: FrameDemo,
  args: { user: FULL_ACCESS_USER, initialPath: '/', onSignOut: fn() },
  render: (args, { globals }) => <FrameDemo {...args} switchFrom={localeOf(globals.locale)} />,
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof FrameDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const ALL_ENTRIES = [
  'menu.profile',
  'menu.user',
  'menu.customer',
  'menu.transaction',
  'menu.summaryByStatus',
  'menu.registration',
  'menu.onlineRegistrationMonitoring',
  'menu.sso250',
  'menu.userManual',
  'menu.contactUs',
] as const;

const menuButton = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).getByRole('button', { name: t('frame.openMenu') });

/**
 * Opens the drawer from the menu button and waits until it has taken focus. Returns the button
 * too: while the drawer is open, the rest of the page is hidden from queries by role.
 */
async function openDrawer(canvasElement: HTMLElement, t: StoryTexts) {
  const button = menuButton(canvasElement, t);
  await userEvent.click(button);
  // The drawer is portalled to the end of the body, outside the story's canvas.
  const drawer = await within(document.body).findByRole('dialog', { name: t('frame.openMenu') });
  await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
  return { drawer, button };
}

/**
 * Closed: a one-row header (menu button first, the merchant's whole name wrapped onto two lines
 * rather than cut, the user menu as an icon, the language switch in the drawer instead), the
 * content right under it, nothing wider than the screen.
 */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const banner = canvas.getByRole('banner');
    const header = banner.getBoundingClientRect();
    await expect(header.height).toBeLessThan(64);
    await expect(canvas.getByRole('main').getBoundingClientRect().top).toBeLessThan(80);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await expect(canvas.queryByRole('navigation', { name: t('frame.mainMenu') })).toBeNull();
    const button = menuButton(canvasElement, t);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controls = within(banner).getAllByRole('link').concat(within(banner).getAllByRole('button'));
    await expect(Math.min(...controls.map((control) => control.getBoundingClientRect().left))).toBe(button.getBoundingClientRect().left);

    const name = canvas.getByTitle(FULL_ACCESS_USER.merchantProfile.merchantName);
    await expect(name).toHaveTextContent(FULL_ACCESS_USER.merchantProfile.merchantName);
    await expect(name.scrollWidth, 'the name is not cut').toBeLessThanOrEqual(name.clientWidth);
    await expect(name.scrollHeight, 'the name is not cut').toBeLessThanOrEqual(name.clientHeight);
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height, 'the name wraps onto a second line').toBeGreaterThan(lineHeight * 1.5);
    await expect(brokenWords(name, 'en')).toEqual([]);
    // The language switch left the header to the name: it is in the drawer.
    await expect(within(banner).queryByRole('radiogroup', { name: t('locale.label') })).toBeNull();

    const userMenu = within(banner).getByRole('button', { name: FULL_ACCESS_USER.name });
    await expect(userMenu).toBeVisible();
    await expect(userMenu.getBoundingClientRect().width).toBeLessThanOrEqual(48);
    // The drawer shows the last login; the one-row header has no room for it.
    await expect(within(banner).getByText(t('frame.lastLogin'))).not.toBeVisible();
  },
};

/**
 * Open: the drawer from the inline-start edge with every entry, none broken inside a word, focus
 * on the first entry and kept inside (Tab from the last entry comes round to the close button).
 */
export const DrawerOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { drawer, button } = await openDrawer(canvasElement, t);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = mainMenu(drawer, t);
    await expect(linksOf(nav)).toEqual(ALL_ENTRIES.map((key) => t(key)));
    await expect(within(nav).getByRole('link', { name: t('menu.profile') })).toHaveFocus();
    await expect(brokenWords(nav, localeOf(globals.locale))).toEqual([]);
    await expect(drawer).toHaveTextContent(`${t('frame.lastLogin')} 21/11/2026 09:30:00`);

    const box = drawer.getBoundingClientRect();
    await expect(box.left).toBe(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    within(nav).getByRole('link', { name: t('menu.contactUs') }).focus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: t('frame.closeMenu') })).toHaveFocus();
  },
};

/** The language is switched from the drawer: the drawer and the page then read in the other language. */
export const DrawerLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    const from = localeOf(globals.locale);
    const to = from === 'en' ? 'th' : 'en';
    const { drawer } = await openDrawer(canvasElement, textsOf(from));
    const switcher = within(drawer).getByRole('radiogroup', { name: textsOf(from)('locale.label') });
    await expect(switcher).toBeVisible();
    const other = within(switcher).getByRole('radio', { name: to === 'th' ? 'ไทย' : 'English' });
    await userEvent.click(other);
    await waitFor(() => expect(within(drawer).getByRole('radiogroup', { name: textsOf(to)('locale.label') })).toBeVisible());
    await expect(mainMenu(drawer, textsOf(to))).toBeVisible();
    await expect(other).toBeChecked();
  },
};

/** Escape closes the drawer and gives focus back to the menu button. */
export const DrawerEscape: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { drawer, button } = await openDrawer(canvasElement, t);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing an entry goes to its page and closes the drawer; the frame is not remounted. */
export const DrawerChoose: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { drawer, button } = await openDrawer(canvasElement, t);
    await userEvent.click(within(drawer).getByRole('link', { name: t('menu.user') }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(canvasElement.querySelector('output')).toHaveTextContent('/user');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(within(canvasElement).queryByRole('navigation', { name: t('frame.mainMenu') })).toBeNull();
  },
};

/**
 * A desktop, for comparison: as before the phone layout came, the side menu beside the content,
 * the user's name and last login in the header, no menu button.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const nav = mainMenu(canvasElement, t);
    await expect(nav.getBoundingClientRect().width).toBeCloseTo(256, 0);
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(canvas.getByRole('main').getBoundingClientRect().left);
    await expect(brokenWords(nav, localeOf(globals.locale))).toEqual([]);
    await expect(canvas.queryByRole('button', { name: t('frame.openMenu') })).toBeNull();
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByText(FULL_ACCESS_USER.name)).toBeVisible();
    await expect(within(banner).getByText(t('frame.lastLogin'))).toBeVisible();
    await expect(within(banner).getByText(FULL_ACCESS_USER.merchantProfile.merchantName)).toBeVisible();
    // The host's language switch stays in the header on a desktop.
    await expect(within(banner).getByRole('radiogroup', { name: t('locale.label') })).toBeVisible();
  },
};
