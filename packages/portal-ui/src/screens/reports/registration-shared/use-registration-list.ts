import { legoQueries, type LegoClient } from '@lego-portal/api-client';
import { useCallback, useMemo } from 'react';
import { usePagedSearch } from '../../../lists';
import type { SearchValues } from '../../../provider/navigation';
import { useOwnMerchant, withOwnMerchant } from '../own-merchant';
import type { RegistrationCriteria, RegistrationListState } from './registration-search';

/** How one report reads, writes and asks for its search state (filters, range, sort and page). */
export interface RegistrationListConfig<S extends RegistrationListState> {
  parse: (values: SearchValues, timeZone: string) => S;
  toValues: (search: S, timeZone: string) => SearchValues;
  toCriteria: (search: S) => RegistrationCriteria;
  /** The state of Reset: no filter, the default range, sort and page size. */
  defaults: (timeZone: string) => S;
  /** The report's name among the user's saved views, as given to its `SavedViewsMenu` (its default view applies before the first request). */
  views?: string;
}

/**
 * A registration report's state and data ({@link usePagedSearch}), shared by the registration
 * report (customerRegFlag ALL) and the monitoring report (ONLINE). A merchant user's requests name
 * its own merchant whatever the URL says (`ownMerchant`, which a report's filters show fixed), so
 * its export, as the transaction report's, goes without the large-file confirm that is for staff
 * across merchants; staff's take the filters as they are. `criteriaOf` is the request of a search.
 * Give it one `config` object for the module's life, so its memos keep their identity.
 */
export function useRegistrationList<S extends RegistrationListState>(config: RegistrationListConfig<S>) {
  const ownMerchant = useOwnMerchant();
  const { parse, toValues, defaults, views } = config;
  const criteriaOf = useMemo(
    () => (ownMerchant ? (search: S) => withOwnMerchant(config.toCriteria(search), ownMerchant) : config.toCriteria),
    [config, ownMerchant],
  );
  const queryOf = useCallback((search: S, client: LegoClient) => legoQueries.registrationList(client, criteriaOf(search)), [criteriaOf]);
  const list = usePagedSearch({
    parse,
    toValues,
    defaults,
    queryOf,
    counts: (data) => ({ total: data.registrations.rowNum, shown: data.registrations.values.length }),
    relativeRange: 'isoDate',
    views,
  });
  return { ...list, ownMerchant, criteriaOf };
}

/** What {@link useRegistrationList} gives a screen. */
export type RegistrationList<S extends RegistrationListState> = ReturnType<typeof useRegistrationList<S>>;
