import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../provider/navigation';
import {
  DEFAULT_CUSTOMER_LIST_SEARCH,
  parseCustomerListSearch,
  toCustomerListRequest,
  toCustomerListSearchValues,
  type CustomerListSearch,
} from './customer-list-search';

describe('customer list search <-> URL', () => {
  it('leaves the defaults out of the URL and reads them back', () => {
    expect(toQueryString(toCustomerListSearchValues(DEFAULT_CUSTOMER_LIST_SEARCH))).toBe('');
    expect(parseCustomerListSearch({})).toEqual(DEFAULT_CUSTOMER_LIST_SEARCH);
  });

  it('round-trips filters, sort, page and size', () => {
    const search: CustomerListSearch = {
      accountNumber: '1000467',
      userId: 'SSO4',
      currency: 'FCD',
      sort: { column: 'isActive', direction: 'desc' },
      page: 3,
      size: 75,
    };
    const values = toCustomerListSearchValues(search);
    expect(toQueryString(values)).toBe('?account=1000467&currency=FCD&dir=desc&page=3&size=75&sort=isActive&userId=SSO4');
    expect(parseCustomerListSearch(values)).toEqual(search);
  });

  it('falls back to the defaults for values a hand-edited link may hold', () => {
    expect(
      parseCustomerListSearch({ account: '12ab', currency: 'USD', sort: 'updateDatetime', dir: 'sideways', page: '0', size: '7', userId: '  RD1  ' }),
    ).toEqual({ ...DEFAULT_CUSTOMER_LIST_SEARCH, userId: 'RD1' });
    expect(parseCustomerListSearch({ account: '12345678901' }).accountNumber).toBe('');
    // A column without a direction sorts ascending, as a first click on its header does.
    expect(parseCustomerListSearch({ sort: 'fullName' }).sort).toEqual({ column: 'fullName', direction: 'asc' });
  });

  it('asks for the latest change first unless a column is chosen', () => {
    expect(toCustomerListRequest(DEFAULT_CUSTOMER_LIST_SEARCH, '1000000001')).toEqual({
      criteria: { merchantId: '1000000001', bankAccount: '', userId: '', currencyName: '' },
      page: 1,
      size: 25,
      sort: 'updateDatetime,desc',
    });
    expect(toCustomerListRequest({ ...DEFAULT_CUSTOMER_LIST_SEARCH, sort: { column: 'userId', direction: 'asc' } }, '1000000001').sort).toBe('userId,asc');
  });
});
