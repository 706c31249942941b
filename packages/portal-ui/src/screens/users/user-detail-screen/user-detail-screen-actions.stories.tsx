import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { storyProfile, USER_HANDLER_URL, userDetailHandlers } from '../test-kit/story-fixtures';
import type { UserDetailScreen } from './user-detail-screen';
import { current, existing, openActions, outcome, screenMeta } from './user-detail-story-support';
import { chooseAction } from '../../../test-support/menu-actions';

/** The view's Action menu: what it offers by status and whose record, delete, lock and their outcomes. */
const meta = {
  ...screenMeta,
  title: 'Screens/Users/UserDetailScreen/Actions',
} satisfies Meta<typeof UserDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A locked user: Unlock and Delete. */
export const ViewLocked: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('L')).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await within(canvasElement).findByText(t('userStatus.L'))).toBeVisible();
    await expect(await openActions(canvasElement, t)).toEqual([t('label.unlock'), t('label.delete')]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Delete asks first; confirming sends DELETE, then 'Delete user successful' and back to the list. */
export const DeleteConfirm: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('A')).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await chooseAction(canvasElement, t, t('label.delete'));
    const confirm = await screen.findByRole('alertdialog', { name: t('user.deleteTitle') });
    await expect(confirm).toHaveAccessibleDescription(t('user.deleteConfirm'));
    await userEvent.click(within(confirm).getByRole('button', { name: t('label.delete') }));
    const modal = await screen.findByRole('alertdialog', { name: outcome(t, true, 'actionDelete') });
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(current.navigation.location).toBe('/user'));
  },
};

const lockStore = userDetailHandlers(storyProfile('A'));

/** Lock: 'Lock user successful'; the view stays and shows Locked, now with Unlock. */
export const LockSuccess: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: lockStore.handlers } },
  beforeEach: () => lockStore.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await chooseAction(canvasElement, t, t('label.lock'));
    const modal = await screen.findByRole('alertdialog', { name: outcome(t, true, 'actionLock') });
    await userEvent.click(within(modal).getByRole('button'));
    await expect(await within(canvasElement).findByText(t('userStatus.L'))).toBeVisible();
    await expect(current.navigation.location).toBe('/user/view/1000000001/U001004');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await openActions(canvasElement, t)).toEqual([t('label.unlock'), t('label.delete')]);
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
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await chooseAction(canvasElement, t, t('label.lock'));
    const modal = await screen.findByRole('alertdialog', { name: outcome(t, false, 'actionLock') });
    await expect(modal).toHaveAccessibleDescription(t('common.requestFailed'));
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The signed-in user's own record: Edit only (the server refuses to lock or delete oneself). */
export const ViewOwnRecord: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers({ ...storyProfile('A'), username: FULL_ACCESS_USER.userName }).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await openActions(canvasElement, t)).toEqual([t('label.edit')]);
    await userEvent.keyboard('{Escape}');
  },
};
