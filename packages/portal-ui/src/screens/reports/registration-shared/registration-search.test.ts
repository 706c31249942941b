import { REGISTRATION_SEARCH_MAX_DAYS, lastDaysRange } from '@lego-portal/rules';
import { describe, expect, it } from 'vitest';
import { dateRangeProblem, parseRegistrationListState, registrationListCriteria, registrationListValues } from './registration-search';

const COLUMNS = ['createdDateTime', 'customerReference'];
const iso = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;

describe('registration list state', () => {
  it('defaults to the last 30 days, newest first, page 1 of 25, and keeps a plain URL for it', () => {
    const state = parseRegistrationListState({}, COLUMNS);
    const { fromDate, toDate } = lastDaysRange(30);
    expect(state).toEqual({ from: iso(fromDate), to: iso(toDate), sort: { column: 'createdDateTime', direction: 'desc' }, page: 1, size: 25 });
    expect(registrationListCriteria(state)).toEqual({ fromDate, toDate, pageNo: 1, pageSize: 25, sortField: 'createdDateTime', sortDirection: 'desc' });
    expect(Object.values(registrationListValues(state)).every((value) => value === '')).toBe(true);
  });

  it('reads a range, sort and page from the URL as whole days', () => {
    const state = parseRegistrationListState({ from: '2026-01-10', to: '2026-01-20', sort: 'customerReference', page: '3', size: '50' }, COLUMNS);
    expect(registrationListCriteria(state)).toEqual({
      fromDate: '20260110000000',
      toDate: '20260120235959',
      pageNo: 3,
      pageSize: 50,
      sortField: 'customerReference',
      sortDirection: 'asc',
    });
    expect(registrationListValues(state)).toMatchObject({ from: '2026-01-10', to: '2026-01-20', sort: 'customerReference', dir: 'asc', page: '3', size: '50' });
  });

  it('falls back to the defaults for bad values of a hand-edited link', () => {
    const fallback = parseRegistrationListState({}, COLUMNS);
    expect(parseRegistrationListState({ from: '2026-02-31', to: 'today', sort: 'evil', dir: 'up', page: 'abc', size: '7' }, COLUMNS)).toEqual(fallback);
    // A from after the to is not a range: both ends fall back.
    expect(parseRegistrationListState({ from: '2026-01-20', to: '2026-01-10' }, COLUMNS)).toMatchObject({ from: fallback.from, to: fallback.to });
    // Nor is a range longer than the server accepts (the rules' limit): 2000 days.
    expect(parseRegistrationListState({ from: '2020-01-01', to: '2025-06-23' }, COLUMNS)).toMatchObject({ from: fallback.from, to: fallback.to });
    expect(parseRegistrationListState({ from: '2025-01-01', to: '2025-12-27' }, COLUMNS)).toMatchObject({ from: '2025-01-01', to: '2025-12-27' });
  });

  it('names the first problem of a chosen range', () => {
    expect(dateRangeProblem({ from: null, to: '2026-01-10' })).toBe('fromInvalid');
    expect(dateRangeProblem({ from: '2026-01-10', to: null })).toBe('toInvalid');
    expect(dateRangeProblem({ from: '2026-01-20', to: '2026-01-10' })).toBe('fromAfterTo');
    expect(dateRangeProblem({ from: '2026-01-10', to: '2026-01-10' })).toBeNull();
  });

  it("checks a range with the rules' registration search: impossible days are invalid, the span is the rules' limit", () => {
    expect(REGISTRATION_SEARCH_MAX_DAYS).toBe(360);
    expect(dateRangeProblem({ from: '2026-11-31', to: '2026-12-01' })).toBe('fromInvalid');
    expect(dateRangeProblem({ from: '2026-13-01', to: '2026-01-10' })).toBe('fromInvalid');
    expect(dateRangeProblem({ from: '2026-11-01', to: '2026-11-31' })).toBe('toInvalid');
    expect(dateRangeProblem({ from: '2020-01-01', to: '2025-06-23' })).toBe('rangeTooLong');
    expect(dateRangeProblem({ from: '2025-01-01', to: '2025-12-28' })).toBe('rangeTooLong');
    expect(dateRangeProblem({ from: '2025-01-01', to: '2025-12-27' })).toBeNull();
  });
});
