import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Tooltip } from '../tooltip';
import { PasswordField } from './password-field';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'S3cret!pass' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    // The toggle in the portal's language, its accessible name starting with its visible text.
    await expect(canvas.getByRole('button', { name: t('field.showPassword') })).toHaveTextContent(t('field.show'));
    await userEvent.click(canvas.getByRole('button', { name: t('field.showPassword') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: t('field.hidePassword') })).toHaveTextContent(t('field.hide'));
    await userEvent.click(canvas.getByRole('button', { name: t('field.hidePassword') }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Error: Story = {
  args: { defaultValue: 'wrong', errorText: 'The username or password is incorrect' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The username or password is incorrect');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** The change-password hint: the rules open on hover or keyboard focus of the info button. */
export const WithRulesHint: Story = {
  args: {
    label: 'New Password',
    autoComplete: 'new-password',
    labelAddon: (
      <Tooltip
        content={
          <ul>
            <li>8 to 16 characters</li>
            <li>At least one upper-case letter</li>
          </ul>
        }
      >
        <button type="button" aria-label="Password rules" style={{ width: '1.5rem', height: '1.5rem' }}>
          ⓘ
        </button>
      </Tooltip>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Password rules' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('8 to 16 characters'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
