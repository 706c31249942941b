import { CHANGE_PASSWORD_MESSAGES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { usePortal } from '../../../provider/portal-provider';
import { storyTokens } from '../../../test-support/portal-harness';
import type { StoryTexts } from '../../../test-support/story-texts';
import { textsOf } from '../../../test-support/story-texts';
import { authHandlers, errorBody, withAuthHarness } from '../auth-story-support';
import { newPasswordParts } from '../new-password-fields/story-support';
import { ChangePasswordScreen } from './change-password-screen';

const meta = {
  title: 'Screens/Auth/ChangePasswordScreen',
  component: ChangePasswordScreen,
  // The screen sits in the frame's main landmark in the host.
  decorators: [
    (Story) => (
      <main style={{ padding: '1.5rem' }}>
        <Story />
      </main>
    ),
    withAuthHarness,
  ],
  parameters: { session: { initialStatus: 'signedIn', tokens: storyTokens() }, msw: { handlers: [authHandlers.changeOk()] } },
} satisfies Meta<typeof ChangePasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement, t: StoryTexts) => {
  const shared = newPasswordParts(canvasElement, t);
  return { ...shared, current: shared.canvas.getByLabelText(t('auth.currentPassword')) };
};

async function fill(canvasElement: HTMLElement, t: StoryTexts, current: string, next: string, confirm = next) {
  const fields = parts(canvasElement, t);
  await userEvent.type(fields.current, current);
  await userEvent.type(fields.newPassword, next);
  await userEvent.type(fields.confirm, confirm);
  return fields;
}

/** Nothing typed: 'Change Password' is disabled, and says why beside it. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, submit } = parts(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('label.changePassword'));
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('changePassword.blockedEmpty'));
    await expect(canvas.getByText(t('changePassword.blockedEmpty'))).toBeVisible();
  },
};

/** The checklist of the rules under New Password, read the same way on a phone and a desktop. */
async function checklistTicks(canvasElement: HTMLElement, t: StoryTexts) {
  const { newPassword } = parts(canvasElement, t);
  await userEvent.click(newPassword);
  const checklist = () => canvasElement.querySelector<HTMLElement>('[data-part="password-checklist"]');
  await waitFor(() => expect(checklist()).toBeVisible());
  await userEvent.type(newPassword, 'abc1');
  const line = (key: 'passwordRule.lowercase' | 'passwordRule.digit' | 'passwordRule.length') =>
    within(checklist()!).getByText(t(key)).closest('li');
  await expect(line('passwordRule.lowercase')).toHaveAttribute('data-met');
  await expect(line('passwordRule.digit')).toHaveAttribute('data-met');
  await expect(line('passwordRule.length')).not.toHaveAttribute('data-met');
  await expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(`${t('passwordRule.uppercase')}: ${t('auth.ruleNotMet')}.`));
  // It stays, whole and inside the screen's width, while something is typed.
  await userEvent.tab();
  await expect(checklist()).toBeVisible();
  await expect(checklist()!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Focus on the new password shows the rules as a checklist under it; each one ticks as it is met. */
export const ChecklistPartiallyMet: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => checklistTicks(canvasElement, textsOf(globals.locale)),
};

/** The same checklist on a phone. */
export const ChecklistOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => checklistTicks(canvasElement, textsOf(globals.locale)),
};

/** The hover hint stays, as the spec asks: on the info button's keyboard focus too, closed by Escape. */
export const HintOnInfoButtonFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t('auth.passwordRules') }).focus();
    const hint = await screen.findByRole('tooltip');
    await waitFor(() => expect(hint).toHaveTextContent(t('passwordRule.special')));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hovering the new-password field opens the same hint. */
export const HintOnHover: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { newPassword } = parts(canvasElement, t);
    await userEvent.hover(newPassword);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(t('passwordRule.special')));
    await userEvent.unhover(newPassword);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { confirm, submit } = await fill(canvasElement, t, 'Old#Pass1', 'New#Pass1', 'New#Pass2');
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(t('changePassword.mismatch')));
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(t('changePassword.blockedMismatch'));
  },
};

export const SameAsCurrent: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { newPassword, submit } = await fill(canvasElement, t, 'Same#Pass1', 'Same#Pass1');
    await userEvent.click(submit);
    await waitFor(() => expect(newPassword).toHaveAccessibleDescription(expect.stringContaining(t('changePassword.sameAsCurrent'))));
  },
};

/** The server's 'The username or password is incorrect' becomes 'Current password is invalid.' (in the portal's language). */
export const CurrentPasswordInvalid: Story = {
  parameters: { msw: { handlers: [authHandlers.changeError(400, errorBody(CHANGE_PASSWORD_MESSAGES.serverIncorrect, 'NotAuthorizedException'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { current, newPassword, submit } = await fill(canvasElement, t, 'Not#Mine12', 'New#Pass1');
    await userEvent.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription(t('changePassword.currentInvalid')));
    await expect(current).toHaveFocus();
    await expect(newPassword).toHaveValue('New#Pass1');
  },
};

/** Any other server message is shown as it is. */
export const OtherServerMessage: Story = {
  parameters: { msw: { handlers: [authHandlers.changeError(400, errorBody('Password has been used recently.', 'PasswordHistory'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, submit } = await fill(canvasElement, t, 'Old#Pass1', 'New#Pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Password has been used recently.')).toHaveAttribute('role', 'alert');
  },
};

/** A failure without a message: 'Password cannot be changed. Please try again.' */
export const GenericFailure: Story = {
  parameters: { msw: { handlers: [authHandlers.changeError(500, {})] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, current, submit } = await fill(canvasElement, t, 'Old#Pass1', 'New#Pass1');
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('changePassword.failed'))).toHaveAttribute('role', 'alert');
    await expect(current).toHaveValue('Old#Pass1');
  },
};

/** The path the portal's navigation is at, shown under the screen so a story can follow it. */
function CurrentPath() {
  const { navigation } = usePortal();
  return <p>Now at {navigation.usePathname()}</p>;
}

/**
 * Success: the form gives way to the spec's message, which takes focus; the seconds left until
 * the user is sent home show under it, with a link that goes at once.
 */
export const Success: Story = {
  parameters: { initialPath: '/change-password' },
  render: (args) => (
    <>
      <ChangePasswordScreen {...args} />
      <CurrentPath />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, submit } = await fill(canvasElement, t, 'Old#Pass1', 'New#Pass1');
    await userEvent.click(submit);
    const message = await canvas.findByText(t('changePassword.success'));
    await expect(message).toHaveAttribute('role', 'status');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText((text) => [1, 2, 3, 4, 5].some((seconds) => text.startsWith(t('changePassword.redirectCountdown', { seconds }))))).toBeVisible();
    await expect(canvas.queryByLabelText(t('auth.currentPassword'))).not.toBeInTheDocument();
    await expect(canvas.getByText('Now at /change-password')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: t('changePassword.redirectNow') }));
    await waitFor(() => expect(canvas.getByText('Now at /')).toBeInTheDocument());
  },
};

/** Discard change empties every field. */
export const DiscardChange: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const { canvas, current, newPassword, confirm } = await fill(canvasElement, t, 'Old#Pass1', 'New#Pass1', 'New#Pass2');
    await userEvent.click(canvas.getByRole('button', { name: t('label.discardChange') }));
    await expect(current).toHaveValue('');
    await expect(newPassword).toHaveValue('');
    await expect(confirm).toHaveValue('');
  },
};
