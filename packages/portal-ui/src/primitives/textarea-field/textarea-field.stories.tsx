import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextareaField } from './textarea-field';

const meta = {
  title: 'Primitives/TextareaField',
  component: TextareaField,
  args: { label: 'Note' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
} satisfies Meta<typeof TextareaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.type(textarea, 'Finance team{Enter}Bangkok office');
    await expect(textarea).toHaveValue('Finance team\nBangkok office');
  },
};
export const Filled: Story = { args: { defaultValue: 'Finance team\nBangkok office' } };
export const WithHelperText: Story = {
  args: { helperText: 'Up to 255 characters' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(textarea).toHaveAccessibleDescription('Up to 255 characters');
  },
};
export const Error: Story = {
  args: { defaultValue: 'x'.repeat(256), errorText: 'Note must not exceed 255 characters.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Note must not exceed 255 characters.');
  },
};
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Finance team\nBangkok office' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Finance team' } };
