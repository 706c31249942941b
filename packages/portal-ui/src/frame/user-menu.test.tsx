import { MESSAGES_TH } from '@lego-portal/rules/th';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, scopedStorageKey, type PortalStorage } from '../provider/portal-storage';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
import { TextsProvider } from '../texts/texts-context';
import { PortalFrame } from './portal-frame';

/** The frame as a host shows it, over `storage`, in `calendar` until the person chooses. */
function frame(storage: PortalStorage, calendar?: 'gregorian' | 'buddhist', wrap: (node: ReactNode) => ReactNode = (node) => node) {
  return render(
    <>
      {wrap(
        <PortalHarness session={staticSession(FULL_ACCESS_USER)} storage={storage} calendar={calendar}>
          <PortalFrame>
            <h1>Content</h1>
          </PortalFrame>
        </PortalHarness>,
      )}
    </>,
  );
}

const trigger = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Somchai Jaidee' });

describe('the calendar in the user menu', () => {
  it('picks the Buddhist era with the keyboard, shows 2569 for 2026 and keeps the choice for this user', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const first = frame(storage);
    expect(screen.getByRole('banner')).toHaveTextContent('Last login 21/11/2026 09:30:00');
    trigger().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The actions first, then the calendar, its current era checked.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Change Password', 'Sign Out']);
    expect(within(menu).getByRole('group', { name: 'Calendar' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Gregorian (A.D.)' })).toHaveAttribute('aria-checked', 'true');
    const buddhist = within(menu).getByRole('menuitemradio', { name: 'Buddhist era (B.E.)' });
    expect(buddhist).toHaveAttribute('aria-checked', 'false');
    await vi.waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await vi.waitFor(() => expect(buddhist).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('banner')).toHaveTextContent('Last login 21/11/2569 09:30:00');
    expect(storage.get(scopedStorageKey(FULL_ACCESS_USER.userName, 'calendar'))).toBe('buddhist');

    // Another visit of the same user over the same storage: still the Buddhist era.
    first.unmount();
    frame(storage);
    expect(screen.getByRole('banner')).toHaveTextContent('Last login 21/11/2569 09:30:00');
  });

  it("follows the host's calendar until the person chooses, and offers the choice in Thai", async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    frame(storage, 'buddhist', (node) => <TextsProvider locale="th">{node}</TextsProvider>);
    expect(await screen.findByText(/21\/11\/2569 09:30:00/)).toBeInTheDocument();
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: MESSAGES_TH['calendar.label'] })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: MESSAGES_TH['calendar.buddhist'] })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: MESSAGES_TH['calendar.gregorian'] }));
    expect(await screen.findByText(/21\/11\/2026 09:30:00/)).toBeInTheDocument();
    expect(storage.get(scopedStorageKey(FULL_ACCESS_USER.userName, 'calendar'))).toBe('gregorian');
  });
});
