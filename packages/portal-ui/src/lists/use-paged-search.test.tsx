import { render, screen, waitFor } from '@testing-library/react';
import { resolveRelativeRange } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { fromQueryString, type SearchValues } from '../provider/navigation';
import { createMemoryStorage, scopedStorageKey } from '../provider/portal-storage';
import { useSessionMemory } from '../provider/session-scope';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
import { SavedViewsMenu } from './saved-views';
import { LIST_PLACES } from './session-place';
import { usePagedSearch, type PagedState } from './use-paged-search';

/** A small list of things: a status filter and a date range, kept in the URL as the reports keep theirs. */
interface Things extends PagedState {
  status: string;
  from: string;
  to: string;
}

const today = () => resolveRelativeRange('today');
const parse = (values: SearchValues): Things => ({
  status: values.status ?? '',
  from: values.from || today().fromDate,
  to: values.to || today().toDate,
  page: Number(values.page) || 1,
  size: 10,
});
const toValues = (search: Things): SearchValues => ({ status: search.status, from: search.from, to: search.to, page: search.page > 1 ? String(search.page) : '' });
const defaults = (): Things => parse({});
const counts = () => ({ total: 0, shown: 0 });
const REMEMBER = { place: LIST_PLACES.transactions, path: '/things' };

/** The list, its Views menu, and what it remembers for a detail's Back; every state it asks for is noted in `asked`. */
function ThingList({ asked }: { asked: SearchValues[] }) {
  const list = usePagedSearch<Things, string>({
    parse,
    toValues,
    defaults,
    // Each state the list asks the server for (its query's key names the state).
    queryOf: (search) => ({ queryKey: ['things', search], queryFn: async () => (asked.push(viewOf(search)), 'rows') }),
    counts,
    remember: REMEMBER,
    relativeRange: 'timestamp',
    views: 'things',
  });
  const remembered = LIST_PLACES.transactions.last(useSessionMemory());
  return (
    <>
      <SavedViewsMenu list="things" />
      <p>{`Asked: ${list.query.data ?? 'nothing'}`}</p>
      <button type="button" onClick={() => list.update({ page: 2 })}>
        Next page
      </button>
      <output aria-label="Back to">{remembered}</output>
    </>
  );
}

const viewOf = (search: Things): SearchValues => ({ status: search.status, from: search.from, to: search.to });

function renderList(path: string, storage = createMemoryStorage()) {
  const navigation = createMemoryNavigation(path);
  const asked: SearchValues[] = [];
  render(
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation} storage={storage}>
      <ThingList asked={asked} />
    </PortalHarness>,
  );
  return { navigation, asked };
}

describe('usePagedSearch', () => {
  it("remembers a relative range as the URL names it, so a detail's Back counts the days again", async () => {
    const { navigation } = renderList('/things?range=last7Days&status=S');
    const back = screen.getByRole('status', { name: 'Back to' });
    await waitFor(() => expect(back).toHaveTextContent('/things?range=last7Days&status=S'));
    // A new page keeps the dates, so it keeps the range too.
    screen.getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(back).toHaveTextContent('/things?page=2&range=last7Days&status=S'));
    expect(fromQueryString(navigation.location.split('?')[1] ?? '')).toEqual({ page: '2', range: 'last7Days', status: 'S' });
  });

  it("asks for the default view first when it opens plain, never for the plain list", async () => {
    const storage = createMemoryStorage();
    storage.set(
      scopedStorageKey(FULL_ACCESS_USER.userName, 'saved-views:things'),
      JSON.stringify({ views: [{ name: 'Week', values: { range: 'last7Days', status: 'S' }, columns: null }], defaultName: 'Week' }),
    );
    const { navigation, asked } = renderList('/things', storage);
    await screen.findByText('Asked: rows');
    await waitFor(() => expect(navigation.location).toBe('/things?range=last7Days&status=S'));
    const week = resolveRelativeRange('last7Days');
    expect(asked).toEqual([{ status: 'S', from: week.fromDate, to: week.toDate }]);
  });

  it('asks for the plain list when it has no default view', async () => {
    const { navigation, asked } = renderList('/things');
    await screen.findByText('Asked: rows');
    expect(navigation.location).toBe('/things');
    expect(asked).toEqual([viewOf(defaults())]);
  });
});
