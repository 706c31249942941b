import type { TokenSet } from '@lego-portal/api-client';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { USER_LIST_PATH } from '../test-kit/sandbox-users';
import { UserListScreen } from './user-list-screen';
import { signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

const renderList = (path = '/user') => renderPortal(<UserListScreen />, { path, sandbox: { url, tokens } });
const table = () => screen.getByRole('table', { name: 'Users' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const columnTexts = (index: number) => dataRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
const waitForRows = () => waitFor(() => expect(within(table()).queryAllByRole('link').length).toBeGreaterThan(0));

describe('UserListScreen', () => {
  it('loads the first page of the merchant users, newest first, with the request the contract names', async () => {
    const { sentTo } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    await waitForRows();
    expect(sentTo(USER_LIST_PATH)[0]?.body).toEqual({
      merchantId: '1000000001',
      merchantCode: 'CPINS',
      merchantName: 'Chao Phraya Insurance Public Company Limited',
      username: '',
      status: '',
      page: 1,
      sizePerPage: 25,
      sortingColumn: 'createdDatetime',
      sortingType: 'desc',
    });
    expect(screen.getByRole('columnheader', { name: /Create Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(dataRows()).toHaveLength(25);
    // DD/MM/YYYY HH:mm:ss, and the username links to the user's view.
    for (const text of columnTexts(2)) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const link = within(table()).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toMatch(/^\/user\/view\/1000000001\/U\w+$/);
    expect(screen.getByText(/^Showing 1–25 of \d+$/)).toBeInTheDocument();
  });

  it('filters by status and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderList();
    await waitForRows();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigation.location).toBe('/user?status=I'));
    await waitFor(() => expect(sentTo(USER_LIST_PATH).at(-1)?.body).toMatchObject({ status: 'I', page: 1 }));
    await waitFor(() => expect(columnTexts(4).every((text) => text === 'Inactive')).toBe(true));
    expect(dataRows().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
  });

  it('offers Clear filters when a filtered search finds nobody, and it resets like Reset', async () => {
    const user = userEvent.setup();
    const { navigation } = renderList('/user?status=L&sort=username&dir=asc');
    await waitForRows();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'no_such_user_x{Enter}');
    await waitFor(() => expect(navigation.location).toBe('/user?dir=asc&sort=username&status=L&username=no_such_user_x'));
    const empty = await screen.findByRole('cell', { name: /No data found/ });

    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('searches by username with Enter', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderList();
    await waitForRows();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'demo_full{Enter}');
    await waitFor(() => expect(navigation.location).toBe('/user?username=demo_full'));
    await waitFor(() => expect(columnTexts(0)).toEqual(['demo_full']));

    // Searching again without changes asks the server again, without a new history entry.
    const { length } = sentTo(USER_LIST_PATH);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentTo(USER_LIST_PATH)).toHaveLength(length + 1));
    expect(navigation.history).toEqual(['/user', '/user?username=demo_full']);
  });

  it('sorts on the server: a header click toggles aria-sort and the order', async () => {
    const user = userEvent.setup();
    const { navigation } = renderList();
    await waitForRows();
    const header = screen.getByRole('columnheader', { name: /Username/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(navigation.location).toBe('/user?dir=asc&sort=username'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => {
      const names = columnTexts(0).map((name) => name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });
    const ascending = columnTexts(0);

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(columnTexts(0)[0]).not.toBe(ascending[0]));
    const names = columnTexts(0).map((name) => name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it('changes the page size and goes to page 2, keeping both in the URL', async () => {
    const user = userEvent.setup();
    const { navigation, sentTo } = renderList();
    await waitForRows();
    await user.click(screen.getByRole('button', { name: /Page 2/ }));
    await waitFor(() => expect(navigation.location).toBe('/user?page=2'));
    await waitFor(() => expect(screen.getByText(/^Showing 26–/)).toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(navigation.location).toBe('/user?size=50'));
    await waitFor(() => expect(sentTo(USER_LIST_PATH).at(-1)?.body).toMatchObject({ page: 1, sizePerPage: 50 }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(25));
  });

  it('falls back to the defaults for bad values in the URL', async () => {
    const { sentTo } = renderList('/user?page=abc&size=7&status=Z&sort=evil&dir=sideways');
    await waitForRows();
    expect(sentTo(USER_LIST_PATH)[0]?.body).toMatchObject({ status: '', page: 1, sizePerPage: 25, sortingColumn: 'createdDatetime', sortingType: 'desc' });
  });

  it('moves a page past the end to the last page', async () => {
    const { navigation } = renderList('/user?page=999');
    await waitFor(() => expect(navigation.location).toMatch(/^\/user\?page=\d+$/));
    await waitForRows();
    expect(navigation.history).toHaveLength(1);
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    // Nothing listens on the discard port: the client's synthetic 503, as with the gateway down.
    renderPortal(<UserListScreen />, { path: '/user', sandbox: { url: 'http://127.0.0.1:9', tokens } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The user list could not be loaded: Service Unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('navigates to the create screen with New User', async () => {
    const user = userEvent.setup();
    const { navigation } = renderList();
    await user.click(screen.getByRole('button', { name: 'New User' }));
    expect(navigation.location).toBe('/user/create');
  });
});

describe('UserListScreen in Thai', () => {
  it('shows its heading, filters, columns, statuses and range in Thai, dates still numeric; a switch keeps a typed filter', async () => {
    const user = userEvent.setup();
    const { setLocale } = renderPortal(<UserListScreen />, { path: '/user?status=A', locale: 'th', sandbox: { url, tokens } });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES_TH['userList.heading'] })).toBeInTheDocument();
    const users = screen.getByRole('table', { name: MESSAGES_TH['userList.caption'] });
    await waitFor(() => expect(within(users).queryAllByRole('link').length).toBeGreaterThan(0));
    const headers = within(users).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ชื่อผู้ใช้งาน', 'ชื่อ-นามสกุล', 'วันที่สร้าง', 'เข้าสู่ระบบล่าสุด', 'สถานะ']);
    const rows = within(users).getAllByRole('row').slice(1);
    const cells = (index: number) => rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
    expect(new Set(cells(4))).toEqual(new Set(['ใช้งาน']));
    for (const text of cells(2)) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(screen.getByText(/^แสดง 1–\d+ จาก \d+ รายการ$/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: MESSAGES_TH['userList.search'] })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: MESSAGES_TH['userList.status'] })).toHaveTextContent('ใช้งาน');
    expect(screen.getByRole('button', { name: MESSAGES_TH['label.newUser'] })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: MESSAGES_TH['userList.username'] }), 'demo');
    setLocale('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
  });

  it("offers the status filter's options in Thai", async () => {
    const user = userEvent.setup();
    renderPortal(<UserListScreen />, { path: '/user', locale: 'th', sandbox: { url, tokens } });
    await user.click(await screen.findByRole('combobox', { name: MESSAGES_TH['userList.status'] }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['ทั้งหมด', 'ใช้งาน', 'ไม่ใช้งาน', 'ถูกล็อก']);
  });

  it('says in Thai that the list could not be loaded, with a Thai Retry', async () => {
    renderPortal(<UserListScreen />, { path: '/user', locale: 'th', sandbox: { url: 'http://127.0.0.1:9', tokens } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ไม่สามารถโหลดรายการผู้ใช้งานได้: ระบบไม่พร้อมให้บริการ');
    expect(within(alert).getByRole('button', { name: MESSAGES_TH['label.retry'] })).toBeInTheDocument();
  });
});
