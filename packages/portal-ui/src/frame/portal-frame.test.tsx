import type { PortalLocale } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import type { SessionUser } from '../session/session-types';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MerchantScopeContext, MerchantScopeProvider, useMerchantInScope } from '../merchant-scope';
import { LocaleSwitch } from '../primitives/locale-switch';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { FULL_ACCESS_USER, PortalHarness, STAFF_USER, staticSession } from '../test-support/portal-harness';
import { TextsProvider } from '../texts/texts-context';
import { PortalFrame } from './portal-frame';

const REPORT_ROLES = ['DD_REPORT_TRANSACTION', 'DD_REPORT_TRANSACTION_RECURRING', 'DD_REPORT_REGISTRATION', 'DD_REPORT_ONLINE_REGISTRATION'];

function renderFrame(user: SessionUser = FULL_ACCESS_USER, initialPath = '/', onSignOut = vi.fn()) {
  const navigation = createMemoryNavigation(initialPath);
  render(
    <PortalHarness session={staticSession(user, onSignOut)} navigation={navigation}>
      <PortalFrame>
        <section aria-labelledby="t">
          <h1 id="t">Content</h1>
        </section>
      </PortalFrame>
    </PortalHarness>,
  );
  return { navigation, onSignOut };
}

const withRoles = (...roles: string[]): SessionUser => ({ ...FULL_ACCESS_USER, roles });
const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const menuLinks = () => within(menu()).getAllByRole('link').map((link) => link.textContent);
const group = (name: string) => within(menu()).queryByRole('list', { name });

describe('PortalFrame', () => {
  it('lays out the landmarks with a skip link to the main content', () => {
    renderFrame();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 The Bank. All rights reserved.');
    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${main.id}`);
    expect(within(main).getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Merchant Portal' })).toBeInTheDocument();
  });

  it('moves focus into the main content from the skip link', async () => {
    const user = userEvent.setup();
    const { navigation } = renderFrame();
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(navigation.location).toBe('/');
  });

  it('shows every menu entry to a user with every role, with each route', () => {
    renderFrame();
    expect(within(group('ACCOUNT')!).getAllByRole('link').map((link) => link.textContent)).toEqual(['PROFILE', 'USER', 'CUSTOMER']);
    expect(within(group('REPORTS')!).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'TRANSACTION',
      'PAYMENT SUMMARY BY STATUS',
      'REGISTRATION',
      'ONLINE REGISTRATION MONITORING',
      'SSO TEXT FILE FORMAT 250 BYTES',
    ]);
    const hrefs = within(menu()).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/merchant/view',
      '/user',
      '/customer',
      '/reports/transactions/online',
      '/reports/summary-by-status',
      '/reports/registration',
      '/reports/online-registration-monitoring',
      '/reports/sso-250-bytes',
      '/manual',
      '/contact',
    ]);
  });

  it('hides the REPORTS group from a user administrator', () => {
    renderFrame(withRoles('DD_ACCOUNT_USER'));
    expect(group('REPORTS')).not.toBeInTheDocument();
    expect(menuLinks()).toEqual(['USER', 'USER MANUAL', 'CONTACT US']);
  });

  it('hides the ACCOUNT group from a reports-only user', () => {
    renderFrame(withRoles(...REPORT_ROLES));
    expect(group('ACCOUNT')).not.toBeInTheDocument();
    expect(menuLinks()).toEqual(['TRANSACTION', 'REGISTRATION', 'ONLINE REGISTRATION MONITORING', 'USER MANUAL', 'CONTACT US']);
  });

  it('shows only the text file report to an SSO user', () => {
    renderFrame(withRoles('SSO_CPINS'));
    expect(within(group('REPORTS')!).getAllByRole('link').map((link) => link.textContent)).toEqual(['SSO TEXT FILE FORMAT 250 BYTES']);
    expect(group('ACCOUNT')).not.toBeInTheDocument();
  });

  it('leaves USER MANUAL and CONTACT US to a user without roles', () => {
    renderFrame(withRoles());
    expect(group('ACCOUNT')).not.toBeInTheDocument();
    expect(group('REPORTS')).not.toBeInTheDocument();
    expect(menuLinks()).toEqual(['USER MANUAL', 'CONTACT US']);
  });

  it('links TRANSACTION to the scheduled report when only that one is allowed', () => {
    renderFrame(withRoles('DD_REPORT_TRANSACTION_RECURRING'));
    expect(within(menu()).getByRole('link', { name: 'TRANSACTION' })).toHaveAttribute('href', '/reports/transactions/scheduled');
  });

  it.each([
    ['/user', 'USER'],
    ['/user/view/1000000001/U000000002', 'USER'],
    ['/user/create', 'USER'],
    ['/merchant/update', 'PROFILE'],
    ['/customer/view/42', 'CUSTOMER'],
    ['/reports/transactions/scheduled', 'TRANSACTION'],
    ['/reports/transactions/view/T0001', 'TRANSACTION'],
    ['/manual', 'USER MANUAL'],
  ])('marks the item of %s as the current page', (path, label) => {
    renderFrame(FULL_ACCESS_USER, path);
    const current = within(menu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('marks nothing on the home page', () => {
    renderFrame(FULL_ACCESS_USER, '/');
    expect(within(menu()).getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
  });

  it('follows the current page as the user navigates', async () => {
    const user = userEvent.setup();
    const { navigation } = renderFrame(FULL_ACCESS_USER, '/');
    await user.click(within(menu()).getByRole('link', { name: 'CONTACT US' }));
    expect(navigation.location).toBe('/contact');
    expect(within(menu()).getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('aria-current', 'page');
  });

  it('cuts a long merchant name at 50 characters and keeps the full name in a title', () => {
    const name = 'Siam Commercial Insurance and Payment Services Public Company Limited (Head Office)';
    renderFrame({ ...FULL_ACCESS_USER, merchantProfile: { ...FULL_ACCESS_USER.merchantProfile, merchantName: name } });
    const cut = `${name.slice(0, 50)}...`;
    expect(screen.getByText(cut)).toBeInTheDocument();
    expect(screen.getByTitle(name)).toHaveTextContent(cut);
    // Screen readers get the full name.
    expect(screen.getByRole('banner')).toHaveTextContent(name);
  });

  it('shows a short merchant name as it is, and the last login', () => {
    renderFrame();
    expect(screen.getByText('Chao Phraya Insurance Public Company Limited')).toHaveAttribute('title', 'Chao Phraya Insurance Public Company Limited');
    expect(screen.getByRole('banner')).toHaveTextContent('Last login 21/11/2026 09:30:00');
  });

  it('shows bank staff their name and last login, and no merchant name: they have none of their own', () => {
    renderFrame(STAFF_USER);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: /Bank Staff Maker/ })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Last login 21/11/2026 09:30:00');
    expect(banner).not.toHaveTextContent(FULL_ACCESS_USER.merchantProfile.merchantName);
    expect(within(banner).queryByTitle(/./)).not.toBeInTheDocument();
  });

  it('shows no last login when it is unknown', () => {
    renderFrame({ ...FULL_ACCESS_USER, lastLogin: undefined });
    expect(screen.getByRole('banner')).not.toHaveTextContent(/Last login/);
  });

  it('signs out from the user menu', async () => {
    const user = userEvent.setup();
    const { onSignOut } = renderFrame();
    await user.click(screen.getByRole('button', { name: 'Somchai Jaidee' }));
    const signOut = await screen.findByRole('menuitem', { name: 'Sign Out' });
    // Ark highlights the item under a moving mouse and selects the highlighted one; user-event's
    // pointer events all sit at (0, 0), which Ark takes for no movement, so move it for real.
    await user.pointer({ target: signOut, coords: { clientX: 8, clientY: 8 } });
    await vi.waitFor(() => expect(signOut).toHaveAttribute('data-highlighted'));
    await user.click(signOut);
    await vi.waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });

  it('opens Change Password from the user menu with the keyboard', async () => {
    const user = userEvent.setup();
    const { navigation, onSignOut } = renderFrame();
    screen.getByRole('button', { name: 'Somchai Jaidee' }).focus();
    await user.keyboard('{Enter}');
    const menuEl = await screen.findByRole('menu');
    expect(within(menuEl).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change Password', 'Sign Out']);
    await vi.waitFor(() => expect(within(menuEl).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute('data-highlighted'));
    // The highlight comes at once, focus a frame later; Enter on the trigger would select nothing.
    await vi.waitFor(() => expect(menuEl).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Enter}');
    expect(navigation.location).toBe('/change-password');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('shows the host\'s header actions before the user menu, and follows a language switch in place', async () => {
    const user = userEvent.setup();
    render(<SwitchableFrame />);
    const banner = screen.getByRole('banner');
    const switcher = within(banner).getByRole('radiogroup', { name: 'Language' });
    expect(switcher.compareDocumentPosition(within(banner).getByRole('button', { name: 'Somchai Jaidee' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed before');

    await user.click(within(switcher).getByText('ไทย'));
    const th = (key: keyof typeof MESSAGES_TH) => MESSAGES_TH[key];
    const nav = await screen.findByRole('navigation', { name: th('frame.mainMenu') });
    const links = (name: string) => within(within(nav).getByRole('list', { name })).getAllByRole('link').map((link) => link.textContent);
    expect(links(th('menu.account'))).toEqual([th('menu.profile'), th('menu.user'), th('menu.customer')]);
    expect(links(th('menu.reports'))).toEqual([th('menu.transaction'), th('menu.summaryByStatus'), th('menu.registration'), th('menu.onlineRegistrationMonitoring'), th('menu.sso250')]);
    expect(within(nav).getAllByRole('link').slice(-2).map((link) => link.textContent)).toEqual([th('menu.userManual'), th('menu.contactUs')]);
    expect(banner).toHaveTextContent(`${th('frame.lastLogin')} 21/11/2026 09:30:00`);
    expect(screen.getByRole('img', { name: th('frame.logo') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: th('frame.skipToContent') })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(th('frame.copyright'));
    expect(screen.getByRole('radiogroup', { name: th('locale.label') })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');

    await user.click(screen.getByRole('button', { name: 'Somchai Jaidee' }));
    const menuEl = await screen.findByRole('menu');
    expect(within(menuEl).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([th('label.changePassword'), th('label.signOut')]);
    await user.keyboard('{Escape}');

    await user.click(within(banner).getByText('English'));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toHaveTextContent('USER MANUAL');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');
  });
});

/** A host that keeps the language and offers the switch in the frame's header. */
function SwitchableFrame() {
  const [locale, setLocale] = useState<PortalLocale>('en');
  return (
    <TextsProvider locale={locale}>
      <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
        <PortalFrame headerActions={<LocaleSwitch value={locale} onValueChange={setLocale} />}>
          <section aria-labelledby="t">
            <h1 id="t">Content</h1>
            <label>
              Note
              <input />
            </label>
          </section>
        </PortalFrame>
      </PortalHarness>
    </TextsProvider>
  );
}

describe('PortalFrame and the merchant scope', () => {
  /** A screen that shows the staff's merchant in scope and chooses one. */
  function ScopedScreen() {
    const merchant = useMerchantInScope();
    const scope = useContext(MerchantScopeContext);
    return (
      <section aria-labelledby="s">
        <h1 id="s">{merchant?.merchantName ?? 'No merchant'}</h1>
        <button type="button" onClick={() => scope?.choose({ merchantId: '1000000002', merchantName: 'Siam Online Mart Co., Ltd.' })}>
          Choose
        </button>
      </section>
    );
  }

  it("holds one scope for its screens when the host has none: a staff user's choice stays as screens change", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <PortalHarness session={staticSession(STAFF_USER)}>
        <PortalFrame>
          <ScopedScreen key="one" />
        </PortalFrame>
      </PortalHarness>,
    );
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Siam Online Mart Co., Ltd.');
    rerender(
      <PortalHarness session={staticSession(STAFF_USER)}>
        <PortalFrame>
          <ScopedScreen key="two" />
        </PortalFrame>
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Siam Online Mart Co., Ltd.');
  });

  it("uses the host's scope when it has one", () => {
    const merchant = { merchantId: '1000000003', merchantName: 'Lanna Utilities Co., Ltd.' };
    render(
      <PortalHarness session={staticSession(STAFF_USER)}>
        <MerchantScopeProvider defaultMerchant={merchant}>
          <PortalFrame>
            <ScopedScreen />
          </PortalFrame>
        </MerchantScopeProvider>
      </PortalHarness>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lanna Utilities Co., Ltd.');
  });
});
