import type { Schemas } from '@lego-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../primitives/data-table/story-checks';
import { listStateStories } from '../../../test-support/list-state-stories';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { answerCustomerList, CUSTOMER_LIST_URL, customerListHandler, STORY_CUSTOMERS } from '../test-kit/customer-list-fixtures';
import { CustomerListScreen } from './customer-list-screen';

const meta = {
  title: 'Screens/Customers/CustomerListScreen',
  component: CustomerListScreen,
  parameters: { msw: { handlers: [customerListHandler()] }, initialPath: '/customer' },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath={parameters.initialPath as string}>
      <CustomerListScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof CustomerListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('table', { name: t('customerList.caption') });
/** The body rows; on a phone the header row is hidden, so no role query for rows. */
const rowsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');
const accountsOf = (customer: Schemas['CustomerProfileListItem']) => (customer.bankAccts ?? []).map((account) => account.accountNumber).join(', ');
const states = listStateStories({ url: CUSTOMER_LIST_URL, caption: 'customerList.caption', loadFailed: 'customerList.loadFailed' });

/**
 * A desktop, first page: 25 of 60 customers, latest change first; the account numbers link to the
 * customer; ACTIVE and INACTIVE badges, PENDING APPROVAL where a change waits (a dash, read as
 * 'None', elsewhere); the Id column is read but takes no room.
 */
export const Rows: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('customerList.heading') })).toBeVisible();
    const customers = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(customers)).toHaveLength(25));
    const headers = within(customers).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(
      (['customerAccountNo', 'customerName', 'userId', 'paymentChannel', 'status', 'approvalStatus', 'id'] as const).map((key) => t(`customerList.${key}`)),
    );
    const [first, , inactive, pending] = rowsOf(customers).map(cellsOf);
    await expect(within(first![0]!).getByRole('link', { name: accountsOf(STORY_CUSTOMERS[0]!) })).toHaveAttribute('href', '/customer/view/100001');
    // Two accounts (THB and FCD) in one link.
    await expect(within(rowsOf(customers)[1]!).getByRole('link')).toHaveTextContent(/^\d{10}, \d{10}$/);
    await expect(first![4]).toHaveTextContent(t('customerStatus.ACTIVE'));
    await expect(first![5]).toHaveAccessibleName(t('control.notSet'));
    await expect(inactive![4]).toHaveTextContent(t('customerStatus.INACTIVE'));
    await expect(pending![5]).toHaveTextContent(t('customerStatus.PENDING APPROVAL'));
    // The Id column: in the table, with no width on screen.
    await expect(first![6]).toHaveTextContent('100001');
    await expect(first![6]!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 60 }))).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = states.Loading;

/** The server fails: its message and a Retry that asks again. */
export const ServerError: Story = states.ServerError;

/**
 * The gateway goes down during a search: the client's synthetic 503 'Service Unavailable' with
 * Retry, and the account number that was typed is still in its field.
 */
export const ServiceUnavailableKeepsInput: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CUSTOMER_LIST_URL, async ({ request }) => {
          const body = (await request.json()) as Schemas['CustomerListRequest'];
          return body.criteria.bankAccount ? HttpResponse.error() : HttpResponse.json(answerCustomerList(body));
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await waitFor(async () => expect(rowsOf(await table(canvasElement, t))).toHaveLength(25));
    await userEvent.type(canvas.getByRole('textbox', { name: t('customerList.accountNumber') }), '1000{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('customerList.loadFailed', { reason: t('common.serviceUnavailable') }));
    await expect(canvas.getByRole('textbox', { name: t('customerList.accountNumber') })).toHaveValue('1000');
    await expect(within(alert).getByRole('button', { name: t('label.retry') })).toBeVisible();
  },
};

/** A search that matches nobody: 'No data found', and Clear filters, which does what Reset does. */
export const NoDataFound: Story = {
  parameters: { initialPath: '/customer?userId=NOBODY' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('common.noDataFound'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('customerList.userId') })).toHaveValue('NOBODY');
    await userEvent.click(canvas.getByRole('button', { name: t('table.clearFilters') }));
    await expect(canvas.getByRole('textbox', { name: t('customerList.userId') })).toHaveValue('');
    await waitFor(async () => expect(rowsOf(await table(canvasElement, t))).toHaveLength(25));
  },
};

/**
 * Filters, sort, page and size from the URL (a shared link, or Back from a customer): FCD
 * customers by name ascending, 50 a page; Reset brings the plain list back.
 */
export const FiltersFromUrl: Story = {
  parameters: { initialPath: '/customer?currency=FCD&sort=fullName&dir=asc&size=50' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const customers = await table(canvasElement, t);
    const fcd = STORY_CUSTOMERS.filter((customer) => customer.bankAccts?.some((account) => account.currencyName === 'FCD'));
    await expect(await canvas.findByText(t('table.showing', { first: 1, last: fcd.length, total: fcd.length }))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('customerList.accountCurrency') })).toHaveTextContent('FCD');
    await expect(canvas.getByRole('combobox', { name: t('table.rowsPerPage') })).toHaveTextContent('50');
    await expect(canvas.getByRole('columnheader', { name: t('customerList.customerName') })).toHaveAttribute('aria-sort', 'ascending');
    const names = rowsOf(customers).map((row) => cellsOf(row)[1]!.textContent ?? '');
    await expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    await userEvent.click(canvas.getByRole('button', { name: t('label.reset') }));
    await expect(await canvas.findByText(t('table.showing', { first: 1, last: 25, total: 60 }))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('customerList.accountCurrency') })).toHaveTextContent(t('label.all'));
  },
};

let listCalls = 0;
/** While set, the list's answers wait for it (see SearchWhileSearching). */
let heldAnswer: { promise: Promise<void>; resolve: () => void } | null = null;

/** A promise and the function that settles it. */
function hold(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
/** Search twice while the first answer is still coming: one request, Search busy meanwhile. */
export const SearchWhileSearching: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CUSTOMER_LIST_URL, async ({ request }) => {
          listCalls += 1;
          const body = (await request.json()) as Schemas['CustomerListRequest'];
          // Held until the play function has seen the search busy: a fixed delay was a window a
          // loaded machine could miss (the answer came before the second click was checked).
          await heldAnswer?.promise;
          return HttpResponse.json(answerCustomerList(body));
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    // Every answer takes 600 ms here, more than waitFor's default second allows on a busy machine.
    await waitFor(async () => expect(rowsOf(await table(canvasElement, t))).toHaveLength(25), { timeout: 5000 });
    const before = listCalls;
    heldAnswer = hold();
    const search = canvas.getByRole('button', { name: t('label.search') });
    await userEvent.click(search);
    await userEvent.click(search);
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(listCalls - before).toBe(1));
    heldAnswer?.resolve();
    heldAnswer = null;
    await waitFor(() => expect(search).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(listCalls - before).toBe(1);
  },
};

/** Account Number keeps digits only, at most 10: letters and dashes typed or pasted are dropped. */
export const AccountNumberDigitsOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const account = canvas.getByRole('textbox', { name: t('customerList.accountNumber') });
    await expect(account).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(account, 'ab12-34');
    await expect(account).toHaveValue('1234');
    await userEvent.clear(account);
    account.focus();
    await userEvent.paste('100-046-7221-99');
    await expect(account).toHaveValue('1000467221');
  },
};

/**
 * A phone: a card per customer, the account numbers as its title with the status beside it;
 * 'Sort by' sorts on the server. Nothing scrolls sideways.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const customers = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(customers)).toHaveLength(25));
    await expectNoSidewaysScroll();
    const first = rowsOf(customers)[0]!;
    await expectWithinViewportWidth(within(first).getByRole('link', { name: accountsOf(STORY_CUSTOMERS[0]!) }));
    await expectWithinViewportWidth(within(first).getByText(t('customerStatus.ACTIVE')));
    await expectWithinViewportWidth(canvas.getByRole('button', { name: t('customerList.newCustomer') }));

    await userEvent.click(canvas.getByRole('combobox', { name: t('table.sortBy') }));
    await userEvent.click(await screen.findByRole('option', { name: t('table.sortDescending', { column: t('customerList.customerName') }) }));
    await waitFor(() => expect(within(rowsOf(customers)[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^Wichai /));
    await expectNoSidewaysScroll();
  },
};
