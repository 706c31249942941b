import type { PortalLocale } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LocaleSwitch } from '../primitives/locale-switch';
import { usePortal } from '../provider/portal-provider';
import type { SessionUser } from '../session/session-types';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
import type { StoryTexts } from '../test-support/story-texts';
import { localeOf, textsOf } from '../test-support/story-texts';
import { TextsProvider } from '../texts/texts-context';
import { useDownloadActivity } from './download-activity';
import { PortalFrame } from './portal-frame';

const REPORT_ROLES = ['DD_REPORT_TRANSACTION', 'DD_REPORT_TRANSACTION_RECURRING', 'DD_REPORT_REGISTRATION', 'DD_REPORT_ONLINE_REGISTRATION'];

/** Stand-in content: where the frame is, and a download that takes `downloadMs` (never ends when 0). */
function DemoPage({ downloadMs }: { downloadMs: number }) {
  const { navigation } = usePortal();
  const { track } = useDownloadActivity();
  const pathname = navigation.usePathname();
  const download = () =>
    track(new Promise<void>((resolve) => (downloadMs > 0 ? setTimeout(resolve, downloadMs) : undefined)));
  return (
    <section aria-labelledby="demo-title">
      <h1 id="demo-title">Screen content</h1>
      <p>
        Current path: <output>{pathname}</output>
      </p>
      <button type="button" onClick={download}>
        Download report
      </button>
    </section>
  );
}

interface FrameDemoProps {
  user: SessionUser;
  initialPath?: string;
  onSignOut?: () => void;
  downloadMs?: number;
  /** Width of the frame's container; the layout follows it, not the viewport. */
  width?: string;
  /** The language the host starts in, with a LocaleSwitch in the header; none when absent. */
  switchFrom?: PortalLocale;
}

function FrameDemo({ user, initialPath = '/', onSignOut, downloadMs = 0, width, switchFrom }: FrameDemoProps) {
  const frame = (headerActions?: ReactNode) => (
    <div style={{ width }}>
      <PortalHarness session={staticSession(user, onSignOut)} initialPath={initialPath}>
        <PortalFrame headerActions={headerActions}>
          <DemoPage downloadMs={downloadMs} />
        </PortalFrame>
      </PortalHarness>
    </div>
  );
  return switchFrom ? <SwitchingHost initial={switchFrom} frame={frame} /> : frame();
}

/** A host that keeps the language and puts a LocaleSwitch in the frame's header. */
function SwitchingHost({ initial, frame }: { initial: PortalLocale; frame: (headerActions: ReactNode) => ReactNode }) {
  const [locale, setLocale] = useState(initial);
  return <TextsProvider locale={locale}>{frame(<LocaleSwitch value={locale} onValueChange={setLocale} />)}</TextsProvider>;
}

const withRoles = (...roles: string[]): SessionUser => ({ ...FULL_ACCESS_USER, roles });

const meta = {
  title: 'Frame/PortalFrame',
  component: FrameDemo,
  args: { user: FULL_ACCESS_USER, initialPath: '/', onSignOut: fn(), width: '72rem' },
} satisfies Meta<typeof FrameDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainMenu = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).getByRole('navigation', { name: t('frame.mainMenu') });
const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);
const group = (canvasElement: HTMLElement, t: StoryTexts, name: string) => within(mainMenu(canvasElement, t)).queryByRole('list', { name });
const REPORT_ENTRIES = ['menu.transaction', 'menu.registration', 'menu.onlineRegistrationMonitoring', 'menu.sso250'] as const;

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

/** A narrow container: the side menu sits above the content. */
export const Narrow: Story = {
  args: { width: '22rem' },
  play: async ({ canvasElement, globals }) => {
    const menuBox = mainMenu(canvasElement, textsOf(globals.locale)).getBoundingClientRect();
    const mainBox = within(canvasElement).getByRole('main').getBoundingClientRect();
    await expect(menuBox.bottom).toBeLessThanOrEqual(mainBox.top);
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
    await expect(linksOf(group(canvasElement, t, t('menu.reports'))!)).toEqual(REPORT_ENTRIES.slice(0, 3).map((key) => t(key)));
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
