import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SessionUser } from '../session/session-types';
import { FULL_ACCESS_USER } from '../test-support/portal-harness';
import type { StoryTexts } from '../test-support/story-texts';
import { localeOf, textsOf } from '../test-support/story-texts';
import { FrameDemo, brokenWords, linksOf, mainMenu } from './frame-story-support';

const REPORT_ROLES = ['DD_REPORT_TRANSACTION', 'DD_REPORT_TRANSACTION_RECURRING', 'DD_REPORT_REGISTRATION', 'DD_REPORT_ONLINE_REGISTRATION'];

const withRoles = (...roles: string[]): SessionUser => ({ ...FULL_ACCESS_USER, roles });

const meta = {
  title: 'Frame/PortalFrame',
  component: FrameDemo,
  args: { user: FULL_ACCESS_USER, initialPath: '/', onSignOut: fn(), width: '72rem' },
} satisfies Meta<typeof FrameDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, t: StoryTexts, name: string) => within(mainMenu(canvasElement, t)).queryByRole('list', { name });
const REPORT_ENTRIES = ['menu.transaction', 'menu.summaryByStatus', 'menu.registration', 'menu.onlineRegistrationMonitoring', 'menu.sso250'] as const;

/** Every role: both groups with all their items; the side menu left of the content. */
export const FullAccess: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('frame.logo') })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(t('frame.copyright'));
    await expect(linksOf(group(canvasElement, t, t('menu.account'))!)).toEqual([t('menu.profile'), t('menu.user'), t('menu.customer')]);
    await expect(linksOf(group(canvasElement, t, t('menu.reports'))!)).toEqual(REPORT_ENTRIES.map((key) => t(key)));
    await expect(linksOf(mainMenu(canvasElement, t)).slice(-2)).toEqual([t('menu.userManual'), t('menu.contactUs')]);
    await expect(canvas.getByText(t('frame.lastLogin'))).toHaveTextContent(`${t('frame.lastLogin')} 21/11/2026 09:30:00`);
    const menuBox = mainMenu(canvasElement, t).getBoundingClientRect();
    const mainBox = canvas.getByRole('main').getBoundingClientRect();
    await expect(menuBox.right).toBeLessThanOrEqual(mainBox.left);
    // The drawer's button is for narrow containers only.
    await expect(canvas.queryByRole('button', { name: t('frame.openMenu') })).toBeNull();
    // In the 16rem side menu, a long entry wraps between words, in either language.
    await expect(brokenWords(mainMenu(canvasElement, t), localeOf(globals.locale))).toEqual([]);
  },
};

/** The first Tab shows "Skip to content"; Enter moves focus to the main content. */
export const SkipToContent: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: textsOf(globals.locale)('frame.skipToContent') });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * A container under 48rem (here 22rem on a wide screen: the container decides, not the viewport):
 * no side menu beside or above the content, but a menu button at the start of the header, and
 * the content right under it.
 */
export const Narrow: Story = {
  args: { width: '22rem' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.queryByRole('navigation', { name: t('frame.mainMenu') })).toBeNull();
    const button = canvas.getByRole('button', { name: t('frame.openMenu') });
    await expect(button).toBeVisible();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await expect(button.getBoundingClientRect().left - header.left).toBeLessThan(16);
    await expect(canvas.getByRole('main').getBoundingClientRect().top).toBeCloseTo(header.bottom, 0);
  },
};

/**
 * The drawer open in a narrow container that then grows past 48rem (a host's panel widened, a
 * tablet turned): the drawer closes, and the inline side menu is the one 'Main menu' left.
 */
export const NarrowGrowsWide: Story = {
  args: { width: '22rem' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    // FrameDemo's wrapper sets the container's width; React leaves it alone until its props change.
    const wrapper = canvas.getByRole('banner').closest<HTMLElement>('[style]')!;
    await userEvent.click(canvas.getByRole('button', { name: t('frame.openMenu') }));
    const drawer = await within(document.body).findByRole('dialog', { name: t('frame.openMenu') });
    wrapper.style.width = '72rem';
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(within(document.body).getAllByRole('navigation', { name: t('frame.mainMenu') })).toHaveLength(1);
    await expect(mainMenu(canvasElement, t)).toBeVisible();
  },
};

/** DD_ACCOUNT_USER only: ACCOUNT with USER; REPORTS hidden. */
export const UserAdminOnly: Story = {
  args: { user: withRoles('DD_ACCOUNT_USER') },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(linksOf(group(canvasElement, t, t('menu.account'))!)).toEqual([t('menu.user')]);
    await expect(group(canvasElement, t, t('menu.reports'))).toBeNull();
    await expect(linksOf(mainMenu(canvasElement, t))).toEqual([t('menu.user'), t('menu.userManual'), t('menu.contactUs')]);
  },
};

/** The four DD_REPORT_* roles: REPORTS without the text file; ACCOUNT hidden. */
export const ReportsOnly: Story = {
  args: { user: withRoles(...REPORT_ROLES) },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(group(canvasElement, t, t('menu.account'))).toBeNull();
    await expect(linksOf(group(canvasElement, t, t('menu.reports'))!)).toEqual((['menu.transaction', 'menu.registration', 'menu.onlineRegistrationMonitoring'] as const).map((key) => t(key)));
  },
};

/** A role containing SSO: only the text file report. */
export const SsoOnly: Story = {
  args: { user: withRoles('SSO_CPINS') },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(group(canvasElement, t, t('menu.account'))).toBeNull();
    await expect(linksOf(group(canvasElement, t, t('menu.reports'))!)).toEqual([t('menu.sso250')]);
  },
};

/** No roles: only USER MANUAL and CONTACT US. */
export const NoRoles: Story = {
  args: { user: withRoles() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(group(canvasElement, t, t('menu.account'))).toBeNull();
    await expect(group(canvasElement, t, t('menu.reports'))).toBeNull();
    await expect(linksOf(mainMenu(canvasElement, t))).toEqual([t('menu.userManual'), t('menu.contactUs')]);
  },
};

const LONG_NAME = 'Siam Commercial Insurance and Payment Services Public Company Limited (Head Office)';

/** A merchant name over 50 characters: cut with an ellipsis, the full name in the title. */
export const LongMerchantName: Story = {
  args: { user: { ...FULL_ACCESS_USER, merchantProfile: { ...FULL_ACCESS_USER.merchantProfile, merchantName: LONG_NAME } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${LONG_NAME.slice(0, 50)}...`)).toBeVisible();
    await expect(canvas.getByTitle(LONG_NAME)).toBeVisible();
  },
};

/** No last login known: nothing is shown for it. */
export const UnknownLastLogin: Story = {
  args: { user: { ...FULL_ACCESS_USER, lastLogin: undefined } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('banner')).not.toHaveTextContent(textsOf(globals.locale)('frame.lastLogin'));
  },
};

/** A detail page under /user/...: USER is the current item. */
export const CurrentItem: Story = {
  args: { initialPath: '/user/view/1000000001/U000000002' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const menu = mainMenu(canvasElement, t);
    await expect(within(menu).getByRole('link', { name: t('menu.user') })).toHaveAttribute('aria-current', 'page');
    const current = within(menu).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    await expect(current).toHaveLength(1);
  },
};

/** Waits until the user menu is open and has taken focus, so the next key or pointer move reaches it. */
async function openedMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}

/** The user menu with the keyboard alone: open, move, close, open again, Change Password. */
export const UserMenuWithKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const trigger = canvas.getByRole('button', { name: 'Somchai Jaidee' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await openedMenu();
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([t('label.changePassword'), t('label.signOut')]);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: t('label.signOut') })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await userEvent.keyboard('{Enter}');
    const reopened = await openedMenu();
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: t('label.changePassword') })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('output')).toHaveTextContent('/change-password'));
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/**
 * The calendar in the user menu (issue 32), with the keyboard: below the actions, the current era
 * checked; the arrows and Enter pick the Buddhist era, and the last login shows 2569 for 2026.
 */
export const UserMenuCalendar: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const trigger = canvas.getByRole('button', { name: 'Somchai Jaidee' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await openedMenu();
    await expect(within(menu).getByRole('group', { name: t('calendar.label') })).toBeVisible();
    await expect(within(menu).getByRole('menuitemradio', { name: t('calendar.gregorian') })).toHaveAttribute('aria-checked', 'true');
    const buddhist = within(menu).getByRole('menuitemradio', { name: t('calendar.buddhist') });
    // Past the actions and Gregorian (the / key's choice follows the calendar, so not End).
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(buddhist).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'closed'));
    await expect(canvas.getByText(t('frame.lastLogin'))).toHaveTextContent(`${t('frame.lastLogin')} 21/11/2569 09:30:00`);
    await userEvent.keyboard('{Enter}');
    const reopened = await openedMenu();
    await expect(within(reopened).getByRole('menuitemradio', { name: t('calendar.buddhist') })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Sign Out in the user menu ends the session. */
export const SignOut: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Somchai Jaidee' }));
    const signOut = within(await openedMenu()).getByRole('menuitem', { name: textsOf(globals.locale)('label.signOut') });
    // Ark highlights the item under a moving mouse and selects the highlighted one. user-event sends
    // every pointer event at (0, 0), which Ark takes for no movement at all: move it for real.
    const box = signOut.getBoundingClientRect();
    await userEvent.pointer({ target: signOut, coords: { clientX: box.x + 4, clientY: box.y + 4 } });
    await waitFor(() => expect(signOut).toHaveAttribute('data-highlighted'));
    await userEvent.click(signOut);
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledTimes(1));
  },
};

/** A download in flight: the footer spinner 'Downloading…'. */
export const DownloadRunning: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const downloading = textsOf(globals.locale)('frame.downloading');
    await expect(canvas.queryByRole('status', { name: downloading })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download report' }));
    const spinner = await canvas.findByRole('status', { name: downloading });
    await expect(within(canvas.getByRole('contentinfo')).getByText(downloading)).toBeVisible();
    await expect(spinner).toBeVisible();
  },
};

/** The spinner goes once the download is over. */
export const DownloadFinished: Story = {
  args: { downloadMs: 400 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const downloading = textsOf(globals.locale)('frame.downloading');
    await userEvent.click(canvas.getByRole('button', { name: 'Download report' }));
    await canvas.findByRole('status', { name: downloading });
    await waitFor(() => expect(canvas.queryByRole('status', { name: downloading })).toBeNull(), { timeout: 3000 });
  },
};

/**
 * The host's LocaleSwitch in the header (`headerActions`): choosing the other language shows the
 * whole frame in it at once, without a reload, and what the screen holds stays.
 */
export const SwitchLanguage: Story = {
  render: (args, { globals }) => <FrameDemo {...args} switchFrom={localeOf(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const from = localeOf(globals.locale);
    const to = from === 'en' ? 'th' : 'en';
    const banner = canvas.getByRole('banner');
    const switcher = within(banner).getByRole('radiogroup', { name: textsOf(from)('locale.label') });
    await expect(within(switcher).getByRole('radio', { name: from === 'en' ? 'English' : 'ไทย' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Download report' }));
    await userEvent.click(within(switcher).getByText(to === 'en' ? 'English' : 'ไทย'));
    const t = textsOf(to);
    const menu = await canvas.findByRole('navigation', { name: t('frame.mainMenu') });
    await expect(linksOf(menu).slice(-2)).toEqual([t('menu.userManual'), t('menu.contactUs')]);
    await expect(banner).toHaveTextContent(`${t('frame.lastLogin')} 21/11/2026 09:30:00`);
    await expect(canvas.getByRole('radiogroup', { name: t('locale.label') })).toBeVisible();
    // The download that was running is still shown, now in the new language.
    await expect(canvas.getByRole('status', { name: t('frame.downloading') })).toBeVisible();
  },
};
