/**
 * Fixtures of the customer list: story customers in the contract's shapes (individual and
 * corporate, active and inactive, some with a change pending approval, some with an FCD account
 * besides the THB one) and an MSW handler that filters, sorts and pages them as the sandbox does.
 * Not part of the published package (component tests read the sandbox's own list with
 * @lego-portal/test-kit's `listCustomers`).
 */
import type { Schemas } from '@lego-portal/api-client';
import { http, HttpResponse } from 'msw';

type Customer = Schemas['CustomerProfileListItem'];

const FIRST = ['Somchai', 'Malee', 'Anan', 'Kanya', 'Prasert', 'Siriporn', 'Wichai', 'Nattaya', 'Kittisak', 'Pimchanok'];
const LAST = ['Jaidee', 'Sukjai', 'Wongsa', 'Srisuk', 'Boonmee', 'Chaiyaporn', 'Thongdee', 'Rattanakul', 'Saetang'];
const COMPANIES = ['Siam Rice', 'Lanna Craft', 'Andaman Marine', 'Isan Solar', 'Chao Phraya Logistics'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The story session's merchant (FULL_ACCESS_USER). */
export const STORY_CUSTOMER_MERCHANT = { merchantId: '1000000001', merchantName: 'Chao Phraya Insurance Public Company Limited' };

/**
 * 60 customers of the story merchant, latest change first (one day apart). Every 7th from the
 * 4th is pending approval (the 4th, index 3, first), every 5th from the 3rd inactive (index 2
 * first), every 4th has an FCD account besides its THB one, every 3rd is a corporate customer.
 */
export const STORY_CUSTOMERS: Customer[] = Array.from({ length: 60 }, (_, i) => {
  const corporate = i % 3 === 2;
  const fullName = corporate ? `${COMPANIES[i % COMPANIES.length]!} Co., Ltd.` : `${FIRST[i % FIRST.length]!} ${LAST[(i * 7) % LAST.length]!}`;
  const day = new Date(Date.UTC(2026, 10, 20 - i, 9 + (i % 8), (i * 13) % 60, (i * 29) % 60));
  const bankAccts: Customer['bankAccts'] = [{ accountNumber: `10${pad(i * 7919, 8)}`, currencyName: 'THB' }];
  if (i % 4 === 1) bankAccts.push({ accountNumber: `20${pad(i * 104_729, 8).slice(-8)}`, currencyName: 'FCD' });
  return {
    custProfileId: `1${pad(i + 1, 5)}`,
    merchantId: STORY_CUSTOMER_MERCHANT.merchantId,
    merchantName: STORY_CUSTOMER_MERCHANT.merchantName,
    fullName,
    userId: `SSO${pad(40_000_000 + i * 1237, 8)}`,
    bankAccts,
    updateDatetime: `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}${pad(day.getUTCHours())}${pad(day.getUTCMinutes())}${pad(day.getUTCSeconds())}`,
    customerRegisterChannel: 'PGW',
    customerPaymentChannel: 'PGW',
    isActive: i % 5 === 2 ? 'N' : 'Y',
    isPendingApproval: i % 7 === 3 ? 'Y' : 'N',
    customerType: corporate ? 'C' : 'I',
  };
});

/** The list answer for a request, filtered, sorted and paged as the sandbox does. */
export function answerCustomerList(request: Schemas['CustomerListRequest'], customers = STORY_CUSTOMERS): Schemas['CustomerListResponse'] {
  const { bankAccount = '', userId = '', currencyName = '' } = request.criteria;
  const matches = customers.filter(
    (customer) =>
      (!bankAccount || (customer.bankAccts ?? []).some((account) => account.accountNumber.includes(bankAccount))) &&
      (!currencyName || (customer.bankAccts ?? []).some((account) => account.currencyName === currencyName)) &&
      (!userId || (customer.userId ?? '').toLowerCase().includes(userId.toLowerCase())),
  );
  const [field = 'updateDatetime', direction = 'desc'] = (request.sort ?? 'updateDatetime,desc').split(',');
  const sign = direction === 'asc' ? 1 : -1;
  const key = (customer: Customer) => String(customer[field as keyof Customer] ?? '').toLowerCase();
  const sorted = [...matches].sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.custProfileId.localeCompare(b.custProfileId)));
  const size = request.size;
  const page = request.page;
  return { customerProfilePaging: { customerProfileWebViewList: sorted.slice((page - 1) * size, page * size), totalSize: matches.length } };
}

/** The customer list endpoint, as the stories' MSW handlers match it. */
export const CUSTOMER_LIST_URL = '/api/lego-customerprofile/ext/customerprofile/list';

/** Its path, for `sentTo` of a component test's requests. */
export const CUSTOMER_LIST_PATH = '/lego-customerprofile/ext/customerprofile/list';

/** The list endpoint answering from {@link STORY_CUSTOMERS} (or `customers`). */
export const customerListHandler = (customers = STORY_CUSTOMERS) =>
  http.post(CUSTOMER_LIST_URL, async ({ request }) => HttpResponse.json(answerCustomerList((await request.json()) as Schemas['CustomerListRequest'], customers)));
