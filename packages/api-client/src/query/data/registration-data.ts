import type { DefaultError, UseQueryResult } from '@tanstack/react-query';
import type { Schemas } from '../../schemas';
import { useLegoQuery, type LegoQueryOptions } from '../lego-query';
import { legoQueries } from '../queries';

/**
 * One page of customer registrations for `criteria` (the registration report with
 * customerRegFlag ALL, the online registration monitoring with ONLINE). Pass `placeholderData:
 * keepPreviousData` to keep the page shown while the next loads.
 */
export function useRegistrationList(
  criteria: Schemas['RegistrationCriteria'],
  options?: LegoQueryOptions<Schemas['RegistrationListResponse']>,
): UseQueryResult<Schemas['RegistrationListResponse'], DefaultError> {
  return useLegoQuery((client) => legoQueries.registrationList(client, criteria), true, options);
}
