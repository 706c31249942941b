import { legoQueries, type LegoClient } from '@lego-portal/api-client';
import { useCallback } from 'react';
import { usePagedSearch } from '../../../lists';
import type { SearchValues } from '../../../provider/navigation';
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
 * report (customerRegFlag ALL) and the monitoring report (ONLINE).
 */
export function useRegistrationList<S extends RegistrationListState>({ parse, toValues, toCriteria, defaults, views }: RegistrationListConfig<S>) {
  const queryOf = useCallback((search: S, client: LegoClient) => legoQueries.registrationList(client, toCriteria(search)), [toCriteria]);
  return usePagedSearch({
    parse,
    toValues,
    defaults,
    queryOf,
    counts: (data) => ({ total: data.registrations.rowNum, shown: data.registrations.values.length }),
    relativeRange: 'isoDate',
    views,
  });
}

/** What {@link useRegistrationList} gives a screen. */
export type RegistrationList<S extends RegistrationListState> = ReturnType<typeof useRegistrationList<S>>;
