import type { Schemas } from '@lego-portal/api-client';
import { AUTHORIZATION_MESSAGES, COMMON_MESSAGES, USER_FORM_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../../provider/memory-navigation';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { errorBody, storyProfile, USER_DETAILS_URL, USER_HANDLER_URL, userDetailHandlers } from '../test-kit/story-fixtures';
import { UserDetailScreen } from './user-detail-screen';

// The navigation of the story being shown, so a play function can check where the screen went.
let navigation: MemoryNavigation = createMemoryNavigation();
const pathOf = (mode: string, userId?: string) => (mode === 'create' ? '/user/create' : `/user/${mode}/1000000001/${userId}`);

const meta = {
  title: 'Screens/Users/UserDetailScreen',
  component: UserDetailScreen,
  args: { mode: 'create' },
  parameters: {
    msw: {
      handlers: [
        http.post(USER_HANDLER_URL, async () => {
          await delay(300);
          return HttpResponse.json<Schemas['UserHandlerResponse']>({ userId: 'U5F2A9C01D3', message: 'Create user successful' });
        }),
      ],
    },
  },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: ({ args }) => {
    navigation = createMemoryNavigation(pathOf(args.mode, args.userId));
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation}>
      <UserDetailScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof UserDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const existing = { merchantId: '1000000001', userId: 'U001004' };
const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillValidUser(canvasElement: HTMLElement) {
  await userEvent.type(field(canvasElement, 'Username'), 'malee_cpin200');
  await userEvent.type(field(canvasElement, 'Full Name'), 'Malee Wongsa');
  await userEvent.type(field(canvasElement, 'Email'), 'malee.wongsa@cpins.example');
  await userEvent.type(field(canvasElement, 'Contact Number'), '0898765432');
  await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Report' }));
}

/** A new user: the session's merchant, read-only; nothing filled in or ticked. */
export const CreateEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
    await expect(field(canvasElement, 'Merchant ID')).toHaveValue('1000000001');
    await expect(field(canvasElement, 'Merchant ID')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Username')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Profile' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create User' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Action' })).not.toBeInTheDocument();
  },
};

/** Every message of the rules: required fields first, then each format, under its field. */
export const CreateValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Create User' });
    await userEvent.click(submit);
    await expect(await canvas.findByText(USER_FORM_MESSAGES.usernameRequired)).toBeVisible();
    await expect(canvas.getByText(USER_FORM_MESSAGES.fullNameRequired)).toBeVisible();
    await expect(canvas.getByText(USER_FORM_MESSAGES.emailRequired)).toBeVisible();
    await waitFor(() => expect(field(canvasElement, 'Username')).toHaveFocus());

    await userEvent.type(field(canvasElement, 'Username'), 'ab c');
    await userEvent.type(field(canvasElement, 'Full Name'), 'Malee_01');
    await userEvent.type(field(canvasElement, 'Email'), 'malee@');
    await userEvent.type(field(canvasElement, 'Contact Number'), '08123');
    await userEvent.click(field(canvasElement, 'Note'));
    await userEvent.paste('n'.repeat(256));
    // Groups ticked, then every child unticked again: each group needs one.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Account' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Report' }));
    for (const name of ['Profile', 'Customer', 'Transaction', 'Registration', 'Online Registration Monitoring']) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await userEvent.click(submit);
    for (const [name, message] of [
      ['Username', USER_FORM_MESSAGES.usernameFormat],
      ['Full Name', USER_FORM_MESSAGES.fullNameFormat],
      ['Email', USER_FORM_MESSAGES.emailFormat],
      ['Contact Number', USER_FORM_MESSAGES.contactNumberFormat],
      ['Note', USER_FORM_MESSAGES.noteLength],
    ] as const) {
      await waitFor(() => expect(field(canvasElement, name)).toHaveAccessibleDescription(message));
      await expect(field(canvasElement, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('group', { name: 'Account' })).toHaveAccessibleDescription(AUTHORIZATION_MESSAGES.accountChildRequired);
    await expect(canvas.getByRole('group', { name: 'Report' })).toHaveAccessibleDescription(AUTHORIZATION_MESSAGES.reportChildRequired);
  },
};

/** Valid input: one request, 'Create user successful', then back to the list. */
export const CreateSuccess: Story = {
  play: async ({ canvasElement }) => {
    await fillValidUser(canvasElement);
    await userEvent.dblClick(within(canvasElement).getByRole('button', { name: 'Create User' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Create user successful' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
  },
};

/** The server refuses: 'Create user error' with its description; the input stays. */
export const CreateServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(USER_HANDLER_URL, () =>
          HttpResponse.json<Schemas['ErrorResponse']>(errorBody('Username already exists.', 'USERNAME_EXISTS'), { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillValidUser(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create User' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Create user error' });
    await expect(modal).toHaveAccessibleDescription('Username already exists.');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(field(canvasElement, 'Username')).toHaveValue('malee_cpin200');
    await expect(navigation.location).toBe('/user/create');
  },
};

/** Opens the Action menu with the mouse and lists its entries once it has taken focus. */
async function openActions(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Action' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent);
}

/**
 * Chooses an Action entry with the keyboard (Enter, arrows, Enter). user-event's simulated
 * pointer keeps state between calls, and after a first menu selection in the page its clicks on
 * Ark menu items select nothing; real clicks (Playwright) and the keyboard always work.
 */
async function chooseAction(canvasElement: HTMLElement, name: string) {
  if (screen.queryByRole('menu')) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  (await within(canvasElement).findByRole('button', { name: 'Action' })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  // Opening by keyboard highlights the first entry at once but moves focus into the menu a frame
  // later: a key pressed before that lands on the trigger. Wait for both, as a person would.
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const index = items.findIndex((item) => item.textContent === name);
  for (let step = 0; step < index; step += 1) await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

/** An active user, read-only; the Action menu offers Edit, Lock and Delete. */
export const ViewActive: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('A')).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'Full Name')).toHaveValue('Prasert Boonmee'));
    await expect(field(canvasElement, 'Full Name')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox', { name: 'Report' })).toBeDisabled();
    await expect(await openActions(canvasElement)).toEqual(['Edit', 'Lock', 'Delete']);
    await chooseAction(canvasElement, 'Edit');
    await expect(navigation.location).toBe('/user/update/1000000001/U001004');
  },
};

/** A locked user: Unlock and Delete. */
export const ViewLocked: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('L')).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Locked')).toBeVisible();
    await expect(await openActions(canvasElement)).toEqual(['Unlock', 'Delete']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Delete asks first; confirming sends DELETE, then 'Delete user successful' and back to the list. */
export const DeleteConfirm: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('A')).handlers } },
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await expect(confirm).toHaveAccessibleDescription('Are you sure to delete this user?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Delete user successful' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(navigation.location).toBe('/user'));
  },
};

const lockStore = userDetailHandlers(storyProfile('A'));

/** Lock: 'Lock user successful'; the view stays and shows Locked, now with Unlock. */
export const LockSuccess: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: lockStore.handlers } },
  beforeEach: () => lockStore.reset(),
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Lock');
    const modal = await screen.findByRole('alertdialog', { name: 'Lock user successful' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByText('Locked')).toBeVisible();
    await expect(navigation.location).toBe('/user/view/1000000001/U001004');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await openActions(canvasElement)).toEqual(['Unlock', 'Delete']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A failure whose answer carries no message: 'Lock user error' with the catalogue's generic text. */
export const LockFailsWithoutMessage: Story = {
  args: { mode: 'view', ...existing },
  parameters: {
    msw: {
      handlers: [
        http.put(USER_HANDLER_URL, () => HttpResponse.json({}, { status: 500 })),
        ...userDetailHandlers(storyProfile('A')).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Lock');
    const modal = await screen.findByRole('alertdialog', { name: 'Lock user error' });
    await expect(modal).toHaveAccessibleDescription(COMMON_MESSAGES.requestFailed);
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The signed-in user's own record: Edit only (the server refuses to lock or delete oneself). */
export const ViewOwnRecord: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers({ ...storyProfile('A'), username: FULL_ACCESS_USER.userName }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await openActions(canvasElement)).toEqual(['Edit']);
    await userEvent.keyboard('{Escape}');
  },
};

/** The update route of a locked user shows the view instead: Edit is offered only when active. */
export const UpdateOfLockedUser: Story = {
  args: { mode: 'update', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('L')).handlers } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(navigation.location).toBe('/user/view/1000000001/U001004'));
    await expect(within(canvasElement).queryByRole('button', { name: 'Update User' })).not.toBeInTheDocument();
  },
};

/** Update: username and email read-only, the rest editable; Discard Edit goes back to the view. */
export const UpdateReadOnlyFields: Story = {
  args: { mode: 'update', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('A')).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'Username')).toHaveValue('prasert_cpin005'));
    await expect(field(canvasElement, 'Username')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Email')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Full Name')).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox', { name: 'Report' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Account' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard Edit' }));
    await expect(navigation.location).toBe('/user/view/1000000001/U001004');
  },
};

/** A user that cannot be loaded (404): straight to not found. */
export const LoadFailureNotFound: Story = {
  args: { mode: 'view', merchantId: '1000000001', userId: 'U999999' },
  parameters: {
    msw: { handlers: [http.post(USER_DETAILS_URL, () => HttpResponse.json<Schemas['ErrorResponse']>(errorBody('User not found.'), { status: 404 }))] },
  },
  play: async () => {
    await waitFor(() => expect(navigation.location).toBe('/notfound'));
  },
};
