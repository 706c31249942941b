import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
import { TextsProvider } from '../texts/texts-context';
import { PortalFrame } from './portal-frame';

// jsdom evaluates no container query: the menu button and the inline side menu are both in the
// page here, so these tests look at the drawer's behaviour, and the stories at its layout.
// Two things of jsdom stand between Ark's focus trap and the drawer, and are put right here:
// - it lays nothing out, and the trap takes an element without a size for hidden, so it would
//   find nothing to focus: elements get a width, as in a browser;
// - its selector engine (@asamuzakjp/dom-selector 7.1) returns the matches of the trap's list of
//   focusable selectors grouped by branch, not in document order, when one branch has a child
//   combinator (`details > summary`), so the trap took the close button for the last element
//   (cf. asamuzaK/domSelector#193, #266): matches are put back in document order.
const querySelectorAll = Element.prototype.querySelectorAll;
function inDocumentOrder(this: Element, selectors: string) {
  const found = Array.from(querySelectorAll.call(this, selectors));
  return found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  vi.spyOn(Element.prototype, 'querySelectorAll').mockImplementation(inDocumentOrder as unknown as Element['querySelectorAll']);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderFrame(initialPath = '/') {
  const navigation = createMemoryNavigation(initialPath);
  render(
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation}>
      <PortalFrame>
        <section aria-labelledby="t">
          <h1 id="t">Content</h1>
        </section>
      </PortalFrame>
    </PortalHarness>,
  );
  return { navigation, user: userEvent.setup() };
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  // Ark moves focus in a frame after opening; wait for it before the next key.
  await vi.waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  return drawer;
}

describe('MenuDrawer', () => {
  it('opens from the menu button with every menu entry, focus on the first', async () => {
    const { user } = renderFrame();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const drawer = await openDrawer(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'PROFILE',
      'USER',
      'CUSTOMER',
      'TRANSACTION',
      'PAYMENT SUMMARY BY STATUS',
      'REGISTRATION',
      'ONLINE REGISTRATION MONITORING',
      'SSO TEXT FILE FORMAT 250 BYTES',
      'USER MANUAL',
      'CONTACT US',
    ]);
    expect(within(nav).getByRole('link', { name: 'PROFILE' })).toHaveFocus();
  });

  it('shows what the one-row header leaves out: the merchant name and the last login', async () => {
    const { user } = renderFrame();
    const drawer = await openDrawer(user);
    expect(drawer).toHaveTextContent('Chao Phraya Insurance Public Company Limited');
    expect(drawer).toHaveTextContent('Last login 21/11/2026 09:30:00');
  });

  it('starts on the entry of the current page', async () => {
    const { user } = renderFrame('/user/view/1000000001/U000000002');
    const drawer = await openDrawer(user);
    const current = within(drawer).getByRole('link', { name: 'USER' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveFocus();
  });

  it('keeps focus inside while open: Tab from the last entry comes round to the close button', async () => {
    const { user } = renderFrame();
    const drawer = await openDrawer(user);
    within(drawer).getByRole('link', { name: 'CONTACT US' }).focus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'CONTACT US' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, navigation } = renderFrame();
    await openDrawer(user);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(menuButton()).toHaveFocus());
    expect(navigation.location).toBe('/');
  });

  it('closes from its close button', async () => {
    const { user } = renderFrame();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('navigates and closes when an entry is clicked', async () => {
    const { user, navigation } = renderFrame();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('link', { name: 'CUSTOMER' }));
    expect(navigation.location).toBe('/customer');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('navigates and closes when an entry is chosen with Enter, also to the page already shown', async () => {
    const { user, navigation } = renderFrame('/contact');
    const drawer = await openDrawer(user);
    // Focus starts on CONTACT US, the current page: the frame is not remounted, the drawer closes anyway.
    expect(within(drawer).getByRole('link', { name: 'CONTACT US' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigation.location).toBe('/contact');

    const reopened = await openDrawer(user);
    within(reopened).getByRole('link', { name: 'USER MANUAL' }).focus();
    await user.keyboard('{Enter}');
    expect(navigation.location).toBe('/manual');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the button, the drawer and its close button in the portal\'s language', async () => {
    const user = userEvent.setup();
    render(
      <TextsProvider locale="th">
        <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
          <PortalFrame>
            <h1>Content</h1>
          </PortalFrame>
        </PortalHarness>
      </TextsProvider>,
    );
    // The Thai catalogue loads on demand.
    await user.click(await screen.findByRole('button', { name: MESSAGES_TH['frame.openMenu'] }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES_TH['frame.openMenu'] });
    expect(within(drawer).getByRole('button', { name: MESSAGES_TH['frame.closeMenu'] })).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: MESSAGES_TH['frame.mainMenu'] })).toBeInTheDocument();
  });
});
