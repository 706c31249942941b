import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolveRelativeRange } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation, type MemoryNavigation } from '../../provider/memory-navigation';
import { fromQueryString } from '../../provider/navigation';
import { createMemoryStorage, scopedStorageKey, type PortalStorage } from '../../provider/portal-storage';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { SavedViewsMenu } from './saved-views';
import { keepRelativeRange, withRelativeRange } from './relative-range-param';
import { withDayChoice } from './saved-view-list';

const COLUMNS = [{ id: 'txnNumber' }, { id: 'createdDateTime' }, { id: 'merchantName' }];
const COLUMNS_KEY = 'data-table:txnNumber,createdDateTime,merchantName:columns';
const TODAY = resolveRelativeRange('today');

function renderMenu({ path = '/reports?status=S', storage = createMemoryStorage(), navigation }: { path?: string; storage?: PortalStorage; navigation?: MemoryNavigation } = {}) {
  const nav = navigation ?? createMemoryNavigation(path);
  const user = userEvent.setup();
  const view = render(
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={nav} storage={storage}>
      <button type="button">before</button>
      <SavedViewsMenu list="transactions:online" columns={COLUMNS} dates={{ from: TODAY.fromDate, to: TODAY.toDate }} />
    </PortalHarness>,
  );
  return { ...view, user, navigation: nav, storage };
}

/**
 * Picks an entry of the Views menu with the keyboard, as a person would: Enter opens it, arrows
 * move (past the disabled entries), Enter selects. (user-event's simulated pointer stops
 * selecting Ark menu items after a first selection; real clicks and keys always work.)
 */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  screen.getByRole('button', { name: /^Views/ }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-disabled') !== 'true');
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const index = items.findIndex((item) => item.textContent?.startsWith(name));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

const kept = (storage: PortalStorage, key: string) => storage.get(scopedStorageKey(FULL_ACCESS_USER.userName, key));

describe('SavedViewsMenu', () => {
  it('says when there is no view, and saves one with its filters, a relative range and the columns', async () => {
    const { user, navigation, storage } = renderMenu();
    storage.set(scopedStorageKey(FULL_ACCESS_USER.userName, COLUMNS_KEY), JSON.stringify({ hidden: ['merchantName'] }));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'No saved views yet.' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await choose(user, 'Save view');

    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Successful this week  ');
    // The Date range starts at what the dates are now (today's range is 'Today'); pick 'Last 7 days'.
    const ranges = within(dialog).getByRole('group', { name: 'Date range' });
    expect(within(ranges).getByRole('radio', { name: 'Today' })).toBeChecked();
    await user.click(within(ranges).getByRole('radio', { name: 'Last 7 days' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make default' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('View "Successful this week" saved.');
    // The URL now names the range, so the link of the view is relative.
    expect(fromQueryString(navigation.location.split('?')[1] ?? '')).toEqual({ status: 'S', range: 'last7Days' });
    expect(screen.getByRole('button', { name: 'Views: Successful this week' })).toBeInTheDocument();
    expect(JSON.parse(kept(storage, 'saved-views:transactions:online') ?? '')).toEqual({
      views: [{ name: 'Successful this week', values: { status: 'S', range: 'last7Days' }, columns: '{"hidden":["merchantName"]}' }],
      defaultName: 'Successful this week',
    });
  });

  it('refuses a blank, a too long and a taken name at the field', async () => {
    const storage = createMemoryStorage();
    storage.set(scopedStorageKey(FULL_ACCESS_USER.userName, 'saved-views:transactions:online'), JSON.stringify({ views: [{ name: 'Refunds', values: {}, columns: null }], defaultName: null }));
    const { user } = renderMenu({ storage });
    await choose(user, 'Save view');
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'x'.repeat(61));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('The name must be 60 characters or fewer.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' refunds {Enter}');
    expect(within(dialog).getByText('A view with this name already exists.')).toBeInTheDocument();
  });

  it('applies a view, renames it, makes it the default and deletes it after asking', async () => {
    const storage = createMemoryStorage();
    const key = scopedStorageKey(FULL_ACCESS_USER.userName, 'saved-views:transactions:online');
    storage.set(key, JSON.stringify({ views: [{ name: 'Refunds', values: { status: 'R', sort: 'amount', dir: 'asc' }, columns: '{"hidden":["createdDateTime"]}' }], defaultName: null }));
    const { user, navigation } = renderMenu({ storage, path: '/reports?page=3' });
    await choose(user, 'Refunds');
    expect(navigation.location).toBe('/reports?dir=asc&sort=amount&status=R');
    expect(kept(storage, COLUMNS_KEY)).toBe('{"hidden":["createdDateTime"]}');

    await choose(user, 'Make default');
    expect(JSON.parse(storage.get(key) ?? '').defaultName).toBe('Refunds');
    screen.getByRole('button', { name: 'Views: Refunds' }).focus();
    await user.keyboard('{Enter}');
    expect(within(await screen.findByRole('menuitem', { name: /^Refunds/ })).getByText('Default')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await choose(user, 'Rename');
    const rename = await screen.findByRole('dialog', { name: 'Rename view' });
    const field = within(rename).getByRole('textbox', { name: /Name/ });
    expect(field).toHaveValue('Refunds');
    await user.clear(field);
    await user.type(field, 'Refunds by amount{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(storage.get(key) ?? '')).toMatchObject({ defaultName: 'Refunds by amount', views: [{ name: 'Refunds by amount' }] });
    // Focus going back to the menu's button is checked in a real browser (the Rename story, the e2e):
    // jsdom runs no focus restoration of Ark's closing dialog.
    expect(screen.getByRole('button', { name: 'Views: Refunds by amount' })).toBeInTheDocument();

    await choose(user, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete view' });
    expect(confirm).toHaveTextContent('Delete the view "Refunds by amount"? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(JSON.parse(storage.get(key) ?? '')).toEqual({ views: [], defaultName: null });
    expect(screen.getByRole('status')).toHaveTextContent('View "Refunds by amount" deleted.');
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument();
  });

  it('applies the default when the list opens without a query, and not over a query of its own', async () => {
    const storage = createMemoryStorage();
    storage.set(
      scopedStorageKey(FULL_ACCESS_USER.userName, 'saved-views:transactions:online'),
      JSON.stringify({ views: [{ name: 'Week', values: { range: 'last7Days' }, columns: null }], defaultName: 'Week' }),
    );
    const plain = renderMenu({ storage, path: '/reports' });
    await waitFor(() => expect(plain.navigation.location).toBe('/reports?range=last7Days'));
    // Replacing the entry: Back does not return to the plain list, which would apply it again.
    expect(plain.navigation.history).toEqual(['/reports?range=last7Days']);
    plain.unmount();
    const linked = renderMenu({ storage, path: '/reports?status=F' });
    await act(async () => {});
    expect(linked.navigation.location).toBe('/reports?status=F');
  });

  it('copies the link of what the list shows', async () => {
    const { user } = renderMenu({ path: '/reports?range=last30Days&status=S' });
    await choose(user, 'Copy link');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied.'));
    const copied = await navigator.clipboard.readText();
    expect(new URL(copied).search).toBe('?range=last30Days&status=S');
  });
});

describe('the range query parameter', () => {
  it('is read as the dates counted from today and wins over dates in the link', () => {
    const week = resolveRelativeRange('last7Days', { timeZone: 'Asia/Bangkok' });
    expect(withRelativeRange({ range: 'last7Days', from: '20200101000000' }, 'timestamp', 'Asia/Bangkok')).toMatchObject({ from: week.fromDate, to: week.toDate });
    expect(withRelativeRange({ range: 'last7Days' }, 'isoDate', 'Asia/Bangkok').from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(withRelativeRange({ range: 'fortnight', from: 'x' }, 'timestamp', 'Asia/Bangkok')).toEqual({ range: 'fortnight', from: 'x' });
  });

  it('stays in the URL while a change keeps the dates, and goes when the dates change', () => {
    const current = { range: 'last7Days' };
    expect(keepRelativeRange(current, { from: 'a', to: 'b', page: '2' }, () => true)).toEqual({ from: '', to: '', page: '2', range: 'last7Days' });
    expect(keepRelativeRange(current, { from: 'c', to: 'd' }, () => false)).toEqual({ from: 'c', to: 'd' });
    expect(keepRelativeRange({}, { from: 'a' }, () => true)).toEqual({ from: 'a' });
  });
});

describe('a view of a report of one day', () => {
  it('keeps its day relative or fixed, never both, and nothing of the page', () => {
    const shown = { date: '20261127', range: 'yesterday', page: '2', other: 'x' };
    expect(withDayChoice(shown, 'date', 'yesterday', '20261127')).toEqual({ other: 'x', range: 'yesterday' });
    expect(withDayChoice(shown, 'date', null, '20261127')).toEqual({ other: 'x', date: '20261127' });
    expect(withDayChoice(shown, 'date', null, '')).toEqual({ other: 'x' });
  });
});
