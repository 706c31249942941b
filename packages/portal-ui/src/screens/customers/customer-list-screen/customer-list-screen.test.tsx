/**
 * The customer list against the real sandbox, as demo_full (merchant 1000000001, 40 seeded
 * customers). What the screen should show is read straight from the API for the same criteria,
 * and compared through the rows' visually hidden Id column.
 */
import type { Schemas, TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { usePortal } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { LIST_PLACES } from '../../../lists';
import { CUSTOMER_LIST_PATH } from '../test-kit/customer-list-fixtures';
import { CustomerListScreen } from './customer-list-screen';
import { listCustomers, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
let everyone: Schemas['CustomerProfileListItem'][];
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
  everyone = (await listCustomers(url, tokens)).rows;
});

const renderList = (path = '/customer') => renderPortal(<CustomerListScreen />, { path, sandbox: { url, tokens } });
const table = () => screen.getByRole('table', { name: 'Customers' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const columnTexts = (index: number) => dataRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
/** The ids of the rows shown, from the visually hidden Id column (the last). */
const shownIds = () => columnTexts(6);
const idsOf = (customers: Schemas['CustomerProfileListItem'][]) => customers.map((customer) => customer.custProfileId);
const waitForRows = () => waitFor(() => expect(within(table()).queryAllByRole('link').length).toBeGreaterThan(0));

describe('CustomerListScreen', () => {
  it('loads the first page, latest change first, with the request the contract names', async () => {
    const { sentTo } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Profile' })).toBeInTheDocument();
    await waitForRows();
    expect(sentTo(CUSTOMER_LIST_PATH)[0]?.body).toEqual({
      criteria: { merchantId: '1000000001', bankAccount: '', userId: '', currencyName: '' },
      page: 1,
      size: 25,
      sort: 'updateDatetime,desc',
    });
    expect(everyone.length).toBeGreaterThan(25);
    expect(shownIds()).toEqual(idsOf(everyone.slice(0, 25)));
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Customer Account No.', 'Customer Name', 'User ID', 'Payment Channel', 'Status', 'Approval Status', 'Id']);
    const [first] = everyone;
    const link = within(dataRows()[0]!).getByRole('link');
    expect(link).toHaveAttribute('href', `/customer/view/${first!.custProfileId}`);
    expect(link).toHaveTextContent(first!.bankAccts!.map((account) => account.accountNumber).join(', '));
    expect(new Set(columnTexts(4))).toEqual(new Set(everyone.slice(0, 25).map((customer) => (customer.isActive === 'Y' ? 'ACTIVE' : 'INACTIVE'))));
    const pending = everyone.slice(0, 25).filter((customer) => customer.isPendingApproval === 'Y').length;
    expect(pending).toBeGreaterThan(0);
    expect(columnTexts(5).filter((text) => text === 'PENDING APPROVAL')).toHaveLength(pending);
    expect(screen.getByText(`Showing 1–25 of ${everyone.length}`)).toBeInTheDocument();
  });

  it('filters by account currency and keeps the filter in the URL; Reset brings everyone back', async () => {
    const user = userEvent.setup();
    const fcd = (await listCustomers(url, tokens, { currencyName: 'FCD' })).rows;
    expect(fcd.length).toBeGreaterThan(0);
    expect(fcd.length).toBeLessThan(everyone.length);
    const { navigation, sentTo } = renderList();
    await waitForRows();
    await user.click(screen.getByRole('combobox', { name: 'Account Currency' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All', 'FCD', 'THB']);
    await user.click(screen.getByRole('option', { name: 'FCD' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigation.location).toBe('/customer?currency=FCD'));
    expect(sentTo(CUSTOMER_LIST_PATH).at(-1)?.body).toMatchObject({ criteria: { currencyName: 'FCD' }, page: 1 });
    await waitFor(() => expect(shownIds()).toEqual(idsOf(fcd.slice(0, 25))));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(navigation.location).toBe('/customer'));
    expect(screen.getByRole('combobox', { name: 'Account Currency' })).toHaveTextContent('All');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
  });

  it('filters by account number, keeping digits only', async () => {
    const user = userEvent.setup();
    const account = everyone[7]!.bankAccts![0]!.accountNumber;
    const part = account.slice(2, 8);
    const expected = (await listCustomers(url, tokens, { bankAccount: part })).rows;
    const { navigation, sentTo } = renderList();
    await waitForRows();
    const field = screen.getByRole('textbox', { name: 'Account Number' });
    await user.type(field, `${part.slice(0, 3)}-x ${part.slice(3)}`);
    expect(field).toHaveValue(part);
    await user.type(field, '{Enter}');
    await waitFor(() => expect(navigation.location).toBe(`/customer?account=${part}`));
    expect(sentTo(CUSTOMER_LIST_PATH).at(-1)?.body).toMatchObject({ criteria: { bankAccount: part } });
    await waitFor(() => expect(shownIds()).toEqual(idsOf(expected)));
    expect(shownIds()).toContain(everyone[7]!.custProfileId);
    for (const text of columnTexts(0)) expect(text).toContain(part);
  });

  it('sorts on the server: a header cycles ascending, descending and back to the latest change first', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderList();
    await waitForRows();
    const header = screen.getByRole('columnheader', { name: /Customer Name/ });
    const byName = (names: string[]) => [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(navigation.location).toBe('/customer?dir=asc&sort=fullName'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(sentTo(CUSTOMER_LIST_PATH).at(-1)?.body).toMatchObject({ sort: 'fullName,asc', page: 1 });
    await waitFor(() => expect(columnTexts(1)).toEqual(byName(columnTexts(1))));
    const ascending = columnTexts(1);

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(navigation.location).toBe('/customer?dir=desc&sort=fullName'));
    await waitFor(() => expect(columnTexts(1)).toEqual(byName(columnTexts(1)).reverse()));
    expect(columnTexts(1)).not.toEqual(ascending);

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(navigation.location).toBe('/customer'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(sentTo(CUSTOMER_LIST_PATH).at(-1)?.body).toMatchObject({ sort: 'updateDatetime,desc' });
    await waitFor(() => expect(shownIds()).toEqual(idsOf(everyone.slice(0, 25))));
  });

  it('changes the page and the page size, both kept in the URL', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderList();
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(navigation.location).toBe('/customer?page=2'));
    await waitFor(() => expect(shownIds()).toEqual(idsOf(everyone.slice(25, 50))));

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['25', '50', '75', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(navigation.location).toBe('/customer?size=50'));
    expect(sentTo(CUSTOMER_LIST_PATH).at(-1)?.body).toMatchObject({ page: 1, size: 50 });
    await waitFor(() => expect(shownIds()).toEqual(idsOf(everyone.slice(0, 50))));
  });

  it('restores filters, sort, page and size from the URL, and again after Back from a customer', async () => {
    const user = userEvent.setup();
    const navigation = createMemoryNavigation('/customer?currency=THB&dir=desc&size=50&sort=userId');
    const client = createLegoClient({ baseUrl: url, session: { getTokens: () => tokens, setTokens() {} } });
    let remembered = '';
    /** The list and a stand-in for the detail, switched on the path like a host's router. */
    function MiniRouter() {
      const { navigation: current } = usePortal();
      remembered = LIST_PLACES.customers.last(useSessionMemory());
      return current.usePathname() === '/customer' ? <CustomerListScreen /> : <p>Customer detail</p>;
    }
    render(
      <PortalHarness client={client} navigation={navigation} session={staticSession(FULL_ACCESS_USER)}>
        <MiniRouter />
      </PortalHarness>,
    );
    const expected = (await listCustomers(url, tokens, { currencyName: 'THB' }, { sort: 'userId,desc' })).rows;
    await waitFor(() => expect(shownIds()).toEqual(idsOf(expected.slice(0, 50))));
    expect(screen.getByRole('combobox', { name: 'Account Currency' })).toHaveTextContent('THB');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('50');
    expect(screen.getByRole('columnheader', { name: /User ID/ })).toHaveAttribute('aria-sort', 'descending');

    await user.type(screen.getByRole('textbox', { name: 'User ID' }), 'SSO{Enter}');
    const filtered = '/customer?currency=THB&dir=desc&size=50&sort=userId&userId=SSO';
    await waitFor(() => expect(navigation.location).toBe(filtered));
    await waitForRows();
    await user.click(within(dataRows()[0]!).getByRole('link'));
    expect(await screen.findByText('Customer detail')).toBeInTheDocument();
    // What 'Back to Customer List' on the detail will return to.
    expect(remembered).toBe(filtered.slice('/customer'.length));

    act(() => navigation.back());
    await waitForRows();
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveValue('SSO');
    expect(screen.getByRole('combobox', { name: 'Account Currency' })).toHaveTextContent('THB');
    expect(screen.getByRole('columnheader', { name: /User ID/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it("shows 'No data found' for a search that matches nobody, with Clear filters", async () => {
    const user = userEvent.setup();
    const { navigation } = renderList('/customer?userId=NO_SUCH_USER');
    const empty = await screen.findByRole('cell', { name: /No data found/ });
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(navigation.location).toBe('/customer'));
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveValue('');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
  });

  it('sends one request for two clicks on Search while the first answer is coming', async () => {
    const user = userEvent.setup();
    let requests = 0;
    // A slow gateway: each answer takes 800 ms, so the second click lands while the first waits.
    const client = createLegoClient({
      baseUrl: url,
      session: { getTokens: () => tokens, setTokens() {} },
      fetch: async (input, init) => {
        requests += 1;
        const response = await fetch(input, init);
        await new Promise((resolve) => setTimeout(resolve, 800));
        return response;
      },
    });
    render(
      <PortalHarness client={client} initialPath="/customer" session={staticSession(FULL_ACCESS_USER)}>
        <CustomerListScreen />
      </PortalHarness>,
    );
    await waitForRows();
    const search = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(search).not.toHaveAttribute('aria-busy'));
    const before = requests;
    await user.click(search);
    await user.click(search);
    expect(search).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(search).not.toHaveAttribute('aria-busy'));
    expect(requests).toBe(before + 1);
  });

  it('says why the list could not be loaded, keeps the filters, and shows the list after Retry', async () => {
    const user = userEvent.setup();
    let down = true;
    // The gateway is down until Retry: the client's synthetic 503, as with no answer at all.
    const client = createLegoClient({
      baseUrl: url,
      session: { getTokens: () => tokens, setTokens() {} },
      fetch: (input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init)),
    });
    render(
      <PortalHarness client={client} initialPath="/customer?account=10" session={staticSession(FULL_ACCESS_USER)}>
        <CustomerListScreen />
      </PortalHarness>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The customer list could not be loaded: Service Unavailable');
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toHaveValue('10');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForRows();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toHaveValue('10');
  });
});

describe('CustomerListScreen in Thai', () => {
  it('shows its heading, filters, columns and badges in Thai', async () => {
    renderPortal(<CustomerListScreen />, { path: '/customer', locale: 'th', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['customerList.heading'] })).toBeInTheDocument();
    const customers = screen.getByRole('table', { name: MESSAGES_TH['customerList.caption'] });
    await waitFor(() => expect(within(customers).queryAllByRole('link').length).toBeGreaterThan(0));
    const headers = within(customers).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(
      (['customerAccountNo', 'customerName', 'userId', 'paymentChannel', 'status', 'approvalStatus', 'id'] as const).map((key) => MESSAGES_TH[`customerList.${key}`]),
    );
    const statuses = new Set(within(customers).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[4]?.textContent));
    expect([...statuses].every((text) => text === MESSAGES_TH['customerStatus.ACTIVE'] || text === MESSAGES_TH['customerStatus.INACTIVE'])).toBe(true);
    expect(screen.getByRole('search', { name: MESSAGES_TH['customerList.search'] })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: MESSAGES_TH['customerList.accountCurrency'] })).toHaveTextContent(MESSAGES_TH['label.all']);
    expect(screen.getByRole('button', { name: MESSAGES_TH['customerList.newCustomer'] })).toBeInTheDocument();
  });
});
