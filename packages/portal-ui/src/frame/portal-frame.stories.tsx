import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { usePortal } from '../provider/portal-provider';
import type { SessionUser } from '../session/session-types';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
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
}

function FrameDemo({ user, initialPath = '/', onSignOut, downloadMs = 0, width }: FrameDemoProps) {
  return (
    <div style={{ width }}>
      <PortalHarness session={staticSession(user, onSignOut)} initialPath={initialPath}>
        <PortalFrame>
          <DemoPage downloadMs={downloadMs} />
        </PortalFrame>
      </PortalHarness>
    </div>
  );
}

const withRoles = (...roles: string[]): SessionUser => ({ ...FULL_ACCESS_USER, roles });

const meta = {
  title: 'Frame/PortalFrame',
  component: FrameDemo,
  args: { user: FULL_ACCESS_USER, initialPath: '/', onSignOut: fn(), width: '72rem' },
} satisfies Meta<typeof FrameDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainMenu = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Main menu' });
const linksOf = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);
const group = (canvasElement: HTMLElement, name: string) => within(mainMenu(canvasElement)).queryByRole('list', { name });

/** Every role: both groups with all their items; the side menu left of the content. */
export const FullAccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 The Bank. All rights reserved.');
    await expect(linksOf(group(canvasElement, 'ACCOUNT')!)).toEqual(['PROFILE', 'USER', 'CUSTOMER']);
    await expect(linksOf(group(canvasElement, 'REPORTS')!)).toEqual([
      'TRANSACTION',
      'REGISTRATION',
      'ONLINE REGISTRATION MONITORING',
      'SSO TEXT FILE FORMAT 250 BYTES',
    ]);
    await expect(linksOf(mainMenu(canvasElement)).slice(-2)).toEqual(['USER MANUAL', 'CONTACT US']);
    await expect(canvas.getByText('Last login')).toHaveTextContent('Last login 21/11/2026 09:30:00');
    const menuBox = mainMenu(canvasElement).getBoundingClientRect();
    const mainBox = canvas.getByRole('main').getBoundingClientRect();
    await expect(menuBox.right).toBeLessThanOrEqual(mainBox.left);
  },
};

/** The first Tab shows "Skip to content"; Enter moves focus to the main content. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
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
  play: async ({ canvasElement }) => {
    const menuBox = mainMenu(canvasElement).getBoundingClientRect();
    const mainBox = within(canvasElement).getByRole('main').getBoundingClientRect();
    await expect(menuBox.bottom).toBeLessThanOrEqual(mainBox.top);
  },
};

/** DD_ACCOUNT_USER only: ACCOUNT with USER; REPORTS hidden. */
export const UserAdminOnly: Story = {
  args: { user: withRoles('DD_ACCOUNT_USER') },
  play: async ({ canvasElement }) => {
    await expect(linksOf(group(canvasElement, 'ACCOUNT')!)).toEqual(['USER']);
    await expect(group(canvasElement, 'REPORTS')).toBeNull();
    await expect(linksOf(mainMenu(canvasElement))).toEqual(['USER', 'USER MANUAL', 'CONTACT US']);
  },
};

/** The four DD_REPORT_* roles: REPORTS without the text file; ACCOUNT hidden. */
export const ReportsOnly: Story = {
  args: { user: withRoles(...REPORT_ROLES) },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement, 'ACCOUNT')).toBeNull();
    await expect(linksOf(group(canvasElement, 'REPORTS')!)).toEqual(['TRANSACTION', 'REGISTRATION', 'ONLINE REGISTRATION MONITORING']);
  },
};

/** A role containing SSO: only the text file report. */
export const SsoOnly: Story = {
  args: { user: withRoles('SSO_CPINS') },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement, 'ACCOUNT')).toBeNull();
    await expect(linksOf(group(canvasElement, 'REPORTS')!)).toEqual(['SSO TEXT FILE FORMAT 250 BYTES']);
  },
};

/** No roles: only USER MANUAL and CONTACT US. */
export const NoRoles: Story = {
  args: { user: withRoles() },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement, 'ACCOUNT')).toBeNull();
    await expect(group(canvasElement, 'REPORTS')).toBeNull();
    await expect(linksOf(mainMenu(canvasElement))).toEqual(['USER MANUAL', 'CONTACT US']);
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).not.toHaveTextContent(/Last login/);
  },
};

/** A detail page under /user/...: USER is the current item. */
export const CurrentItem: Story = {
  args: { initialPath: '/user/view/1000000001/U000000002' },
  play: async ({ canvasElement }) => {
    const menu = mainMenu(canvasElement);
    await expect(within(menu).getByRole('link', { name: 'USER' })).toHaveAttribute('aria-current', 'page');
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Somchai Jaidee' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await openedMenu();
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change Password', 'Sign Out']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await userEvent.keyboard('{Enter}');
    const reopened = await openedMenu();
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('output')).toHaveTextContent('/change-password'));
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Sign Out in the user menu ends the session. */
export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Somchai Jaidee' }));
    const signOut = within(await openedMenu()).getByRole('menuitem', { name: 'Sign Out' });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status', { name: 'Downloading…' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download report' }));
    const spinner = await canvas.findByRole('status', { name: 'Downloading…' });
    await expect(within(canvas.getByRole('contentinfo')).getByText('Downloading…')).toBeVisible();
    await expect(spinner).toBeVisible();
  },
};

/** The spinner goes once the download is over. */
export const DownloadFinished: Story = {
  args: { downloadMs: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download report' }));
    await canvas.findByRole('status', { name: 'Downloading…' });
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Downloading…' })).toBeNull(), { timeout: 3000 });
  },
};
