import type { Schemas } from '@lego-portal/api-client';
import { COMMON_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { errorBody, STORY_USERS, USER_LIST_URL, userListHandler } from '../test-kit/story-fixtures';
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

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Users' });
const rowsOf = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const cellTexts = (element: HTMLElement, column: number) => rowsOf(element).map((row) => within(row).getAllByRole('cell')[column]?.textContent);

/** First page: 25 of 132 users, newest first, dates as DD/MM/YYYY HH:mm:ss, status badges. */
export const TwentyFiveRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
    const users = await table(canvasElement);
    await waitFor(() => expect(rowsOf(users)).toHaveLength(25));
    await expect(canvas.getByRole('columnheader', { name: /Create Date/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('link', { name: STORY_USERS[0]!.username })).toHaveAttribute('href', `/user/view/1000000001/${STORY_USERS[0]!.userId}`);
    await expect(cellTexts(users, 2)[0]).toBe('20/11/2026 09:00:00');
    await expect(cellTexts(users, 3)[4]).toBe('');
    await expect(canvas.getByText('Showing 1–25 of 132')).toBeVisible();
  },
};

/** A search that matches nobody. */
export const Empty: Story = {
  parameters: { initialPath: '/user?username=nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'No data found' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('nobody');
  },
};

/** Waiting for the first answer: skeleton rows, the table busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server fails: its message and a Retry that asks again. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post(USER_LIST_URL, () => HttpResponse.json<Schemas['ErrorResponse']>(errorBody('Internal server error'), { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The user list could not be loaded: Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** A failure without any message: the catalogue's generic text, never the HTTP status. */
export const ServerErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`The user list could not be loaded: ${COMMON_MESSAGES.requestFailed}`);
    await expect(alert).not.toHaveTextContent(/status 500/);
  },
};

/** No answer at all (gateway down): the client's synthetic 503 'Service Unavailable'. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: [http.post(USER_LIST_URL, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service Unavailable');
  },
};

/** Sorted by username ascending from the URL; a click on Full Name sorts by it. */
export const Sorted: Story = {
  parameters: { initialPath: '/user?sort=username&dir=asc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await table(canvasElement);
    await waitFor(() => expect(cellTexts(users, 0)[0]).toBe('anan_cpin003'));
    await expect(canvas.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'ascending');
    const fullName = canvas.getByRole('columnheader', { name: /Full Name/ });
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await table(canvasElement);
    await waitFor(() => expect(rowsOf(users)).toHaveLength(25));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Locked' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByText(/^Showing 1–\d+ of 19$/)).toBeVisible());
    await expect(cellTexts(users, 4).every((status) => status === 'Locked')).toBe(true);
  },
};

/** Page 2 from the URL (e.g. back from a detail): users 26 to 50. */
export const PageTwo: Story = {
  parameters: { initialPath: '/user?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 26–50 of 132')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Page 2/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: STORY_USERS[25]!.username })).toBeVisible();
  },
};
