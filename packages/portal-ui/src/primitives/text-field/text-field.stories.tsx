import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Username' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'merchant01');
    await expect(input).toHaveValue('merchant01');
  },
};
export const Filled: Story = { args: { defaultValue: 'merchant01' } };
export const WithHelperText: Story = {
  args: { helperText: '6 to 15 letters, digits, hyphen or underscore' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('6 to 15 letters, digits, hyphen or underscore');
  },
};
export const Required: Story = { args: { label: 'Email', required: true, type: 'email' } };
export const Error: Story = {
  args: { label: 'Email', required: true, defaultValue: 'not-an-email', errorText: 'Invalid email format' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email format');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'merchant01' } };
