import type { Schemas } from '@lego-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../primitives/data-table/story-checks';
import { answerUserList, errorBody, STORY_USERS, USER_LIST_URL, userListHandler } from '../test-kit/story-fixtures';
import { UserListScreen } from './user-list-screen';

const meta = {
  title: 'Screens/Users/UserListScreen',
  component: UserListScreen,
  parameters: { msw: { handlers: [userListHandler()] }, initialPath: '/user' },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath={parameters.initialPath as string}>
      <UserListScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof UserListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).findByRole('table', { name: t('userList.caption') });
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const cellTexts = (element: HTMLElement, column: number) => rowsOf(element).map((row) => within(row).getAllByRole('cell')[column]?.textContent);

/** First page: 25 of 132 users, newest first, dates as DD/MM/YYYY HH:mm:ss, status badges. */
export const TwentyFiveRows: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('userList.heading') })).toBeVisible();
    const users = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(users)).toHaveLength(25));
    await expect(canvas.getByRole('columnheader', { name: t('userList.createDate') })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('link', { name: STORY_USERS[0]!.username })).toHaveAttribute('href', `/user/view/1000000001/${STORY_USERS[0]!.userId}`);
    await expect(cellTexts(users, 2)[0]).toBe('20/11/2026 09:00:00');
    // Never signed in: a dash, read as 'None'.
    const neverSignedIn = within(rowsOf(users)[4]!).getAllByRole('cell')[3]!;
    await expect(neverSignedIn).toHaveAccessibleName(t('control.notSet'));
    await expect(within(neverSignedIn).getByText('—')).toBeVisible();
    await expect(cellTexts(users, 4)[0]).toBe(t('userStatus.A'));
    await expect(canvas.getByText(t('table.showing', { first: 1, last: 25, total: 132 }))).toBeVisible();
  },
};

/** A search that matches nobody: 'No data found', and Clear filters, which does what Reset does. */
export const Empty: Story = {
  parameters: { initialPath: '/user?username=nobody' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('common.noDataFound'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('userList.username') })).toHaveValue('nobody');
    await userEvent.click(canvas.getByRole('button', { name: t('table.clearFilters') }));
    await expect(canvas.getByRole('textbox', { name: t('userList.username') })).toHaveValue('');
    await waitFor(() => expect(rowsOf(canvas.getByRole('table', { name: t('userList.caption') }))).toHaveLength(25));
  },
};

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await table(canvasElement, t)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(t('table.loading'))).toBeVisible();
  },
};

/** The server fails: its message and a Retry that asks again. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post(USER_LIST_URL, () => HttpResponse.json<Schemas['ErrorResponse']>(errorBody('Internal server error'), { status: 500 }))] },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('userList.loadFailed', { reason: 'Internal server error' }));
    await userEvent.click(within(alert).getByRole('button', { name: t('label.retry') }));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** A failure without any message: the catalogue's generic text, never the HTTP status. */
export const ServerErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('userList.loadFailed', { reason: t('common.requestFailed') }));
    await expect(alert).not.toHaveTextContent(/status 500/);
  },
};

/** No answer at all (gateway down): the client's synthetic 503 'Service Unavailable'. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => HttpResponse.error())] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('userList.loadFailed', { reason: t('common.serviceUnavailable') }));
  },
};

/** Sorted by username ascending from the URL; a click on Full Name sorts by it. */
export const Sorted: Story = {
  parameters: { initialPath: '/user?sort=username&dir=asc' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const users = await table(canvasElement, t);
    await waitFor(() => expect(cellTexts(users, 0)[0]).toBe('anan_cpin003'));
    await expect(canvas.getByRole('columnheader', { name: t('userList.username') })).toHaveAttribute('aria-sort', 'ascending');
    const fullName = canvas.getByRole('columnheader', { name: t('userList.fullName') });
    await userEvent.click(within(fullName).getByRole('button'));
    await waitFor(() => expect(fullName).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(cellTexts(users, 1)[0]).toMatch(/^Anan /));
    await userEvent.click(within(fullName).getByRole('button'));
    await waitFor(() => expect(fullName).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(cellTexts(users, 1)[0]).toMatch(/^Wichai /));
  },
};

/** Choosing Locked and searching shows only locked users. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const users = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(users)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('combobox', { name: t('userList.status') }));
    await userEvent.click(await screen.findByRole('option', { name: t('userStatus.L') }));
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    const range = new RegExp(`^${t('table.showing', { first: 1, last: '\\d+', total: 19 })}$`);
    await waitFor(() => expect(canvas.getByText(range)).toBeVisible());
    await expect(cellTexts(users, 4).every((status) => status === t('userStatus.L'))).toBe(true);
  },
};

/** Page 2 from the URL (e.g. back from a detail): users 26 to 50. */
export const PageTwo: Story = {
  parameters: { initialPath: '/user?page=2' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('table.showing', { first: 26, last: 50, total: 132 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: new RegExp(`^${t('table.page', { page: 2 })}`) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: STORY_USERS[25]!.username })).toBeVisible();
  },
};

const phone = { viewport: { value: 'phone' } };
/** The cards of the list; on a phone the header row is hidden, so no role query for rows. */
const cardsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];

/**
 * A phone: a card per user, the username with the status badge beside it, then the dates (a dash
 * for who never signed in); 'Sort by' sorts on the server. Nothing scrolls sideways.
 */
export const PhoneCards: Story = {
  globals: phone,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const users = await table(canvasElement, t);
    await waitFor(() => expect(cardsOf(users)).toHaveLength(25));
    await expectNoSidewaysScroll();
    const first = cardsOf(users)[0]!;
    await expect(within(first).getByRole('link', { name: STORY_USERS[0]!.username })).toBeVisible();
    await expectWithinViewportWidth(within(first).getByText(t('userStatus.A')));
    await expect(within(cardsOf(users)[4]!).getAllByRole('cell')[3]).toHaveAccessibleName(new RegExp(t('control.notSet')));

    await userEvent.click(canvas.getByRole('combobox', { name: t('table.sortBy') }));
    await userEvent.click(await screen.findByRole('option', { name: t('table.sortAscending', { column: t('userList.username') }) }));
    await waitFor(() => expect(within(cardsOf(users)[0]!).getByRole('link').textContent).toBe('anan_cpin003'));
    await expectNoSidewaysScroll();
  },
};

/** A phone, a filtered search that found nobody: the text is whole, and Clear filters brings everyone back. */
export const PhoneEmptyWithClearFilters: Story = {
  globals: phone,
  parameters: { initialPath: '/user?username=nobody&status=L' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expectWithinViewportWidth(await canvas.findByText(t('common.noDataFound')));
    await expectNoSidewaysScroll();
    const clear = canvas.getByRole('button', { name: t('table.clearFilters') });
    await expectWithinViewportWidth(clear);
    await userEvent.click(clear);
    // The filters are folded on a phone: no filter differs from its default any more.
    await userEvent.click(await canvas.findByRole('button', { name: t('control.filters') }));
    await expect(canvas.getByRole('textbox', { name: t('userList.username') })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t('userList.status') })).toHaveTextContent(t('label.all'));
    await waitFor(() => expect(cardsOf(canvas.getByRole('table', { name: t('userList.caption') }))).toHaveLength(25));
  },
};

/** A phone while the first answer loads: skeleton cards, the table busy. */
export const PhoneLoading: Story = {
  globals: phone,
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await table(canvasElement, t)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText(t('table.loading'))).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/**
 * A phone while page 2 loads (its answer never comes here): page 1's cards stay, dimmed, and are
 * inert, so a tap on the first card cannot open a user of the old page (what e2e run B did).
 */
export const PhoneNextPageLoading: Story = {
  globals: phone,
  parameters: {
    msw: {
      handlers: [
        http.post(USER_LIST_URL, async ({ request }) => {
          const body = (await request.json()) as Schemas['UserListRequest'];
          if ((body.page ?? 1) > 1) await delay('infinite');
          return HttpResponse.json(answerUserList(body));
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const users = await table(canvasElement, t);
    await waitFor(() => expect(cardsOf(users)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('button', { name: t('table.nextPage') }));
    await waitFor(() => expect(users).toHaveAttribute('aria-busy', 'true'));
    const stale = within(cardsOf(users)[0]!).getByRole('link', { name: STORY_USERS[0]!.username });
    await expect(stale.closest('tbody')).toHaveAttribute('inert');
    stale.focus();
    await expect(stale).not.toHaveFocus();
    await expectNoSidewaysScroll();
  },
};

/** A desktop: the table with its sortable headers, the status last; no Sort by control. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const users = await table(canvasElement, t);
    await waitFor(() => expect(rowsOf(users)).toHaveLength(25));
    await expect(canvas.getByRole('columnheader', { name: t('userList.status') })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: t('table.sortBy') })).not.toBeInTheDocument();
    await expect(cellTexts(users, 4)[0]).toBe(t('userStatus.A'));
    await expectNoSidewaysScroll();
  },
};
