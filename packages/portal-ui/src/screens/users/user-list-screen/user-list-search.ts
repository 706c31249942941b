import type { Schemas } from '@lego-portal/api-client';
import type { UserStatus } from '@lego-portal/rules';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, DEFAULT_USER_SORT, LIMITS, PAGE_SIZES, USER_STATUSES } from '@lego-portal/rules';
import type { SearchValues } from '../../../provider/navigation';
import type { MerchantInScope } from '../../../merchant-scope';

/** A column the user list can be sorted by (the contract's `sortingColumn`). */
export type UserSortColumn = NonNullable<Schemas['UserListRequest']['sortingColumn']>;

/** Every sortable column, as the contract's enum lists them. */
export const USER_SORT_COLUMNS: readonly UserSortColumn[] = ['username', 'fullName', 'createdDatetime', 'lastLogin', 'status'];

/** The status filter: `''` is All. */
export type UserStatusFilter = '' | UserStatus;

/** Filters, sort and page of the user list, as kept in the URL. */
export interface UserListSearch {
  username: string;
  status: UserStatusFilter;
  sort: { column: UserSortColumn; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

/** The list on first load: no filter, newest first, page 1 of 25 (spec sections 2 and 9). */
export const DEFAULT_USER_LIST_SEARCH: UserListSearch = {
  username: '',
  status: '',
  sort: { column: DEFAULT_USER_SORT.column, direction: DEFAULT_USER_SORT.direction },
  page: DEFAULT_PAGE,
  size: DEFAULT_PAGE_SIZE,
};

/** Pages beyond this are treated as typos in a hand-edited URL. */
const MAX_PAGE = 100_000;

const isStatus = (value: unknown): value is UserStatus => USER_STATUSES.some((entry) => entry.code === value);
const isSortColumn = (value: unknown): value is UserSortColumn => USER_SORT_COLUMNS.includes(value as UserSortColumn);

/**
 * Reads the list state from the query string. Anything unexpected (a hand-edited or old link:
 * `page=abc`, `size=7`, `status=Z`, `sort=evil`) falls back to its default instead of failing,
 * because the server would reject it and the user would see an error for a bad bookmark.
 */
export function parseUserListSearch(values: SearchValues): UserListSearch {
  const page = /^\d{1,6}$/.test(values.page ?? '') ? Number(values.page) : DEFAULT_PAGE;
  const size = Number(values.size);
  const column = isSortColumn(values.sort) ? values.sort : DEFAULT_USER_SORT.column;
  const direction = values.dir === 'asc' || values.dir === 'desc' ? values.dir : column === DEFAULT_USER_SORT.column ? DEFAULT_USER_SORT.direction : 'asc';
  return {
    username: (values.username ?? '').trim().slice(0, LIMITS.usernameMax),
    status: isStatus(values.status) ? values.status : '',
    sort: { column, direction },
    page: page >= 1 && page <= MAX_PAGE ? page : DEFAULT_PAGE,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query-string values of a list state; defaults are left out so plain lists have plain URLs. */
export function toUserListSearchValues(search: UserListSearch): SearchValues {
  const defaultSort =
    search.sort.column === DEFAULT_USER_LIST_SEARCH.sort.column && search.sort.direction === DEFAULT_USER_LIST_SEARCH.sort.direction;
  return {
    username: search.username,
    status: search.status,
    sort: defaultSort ? '' : search.sort.column,
    dir: defaultSort ? '' : search.sort.direction,
    page: search.page === DEFAULT_PAGE ? '' : String(search.page),
    size: search.size === DEFAULT_PAGE_SIZE ? '' : String(search.size),
  };
}

/** The user list request (`POST /api/lego-userprofile/ext/users`) of a list state, for the merchant in scope. */
export function toUserListRequest(search: UserListSearch, merchant: MerchantInScope): Schemas['UserListRequest'] {
  return {
    merchantId: merchant.merchantId,
    ...(merchant.merchantCode ? { merchantCode: merchant.merchantCode } : {}),
    merchantName: merchant.merchantName,
    username: search.username,
    status: search.status,
    page: search.page,
    sizePerPage: search.size,
    sortingColumn: search.sort.column,
    sortingType: search.sort.direction,
  };
}
