import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Transaction report', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Transaction report' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };

/**
 * On a phone the box and its label are one tap target of at least 24x24 px (WCAG 2.2 2.5.8): a
 * tap on the label, beside the box, ticks it.
 */
export const TapTarget: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Transaction report' });
    const target = checkbox.closest('label')!;
    const box = target.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await userEvent.click(within(target).getByText('Transaction report'));
    await expect(checkbox).toBeChecked();
  },
};
export const Indeterminate: Story = {
  args: { label: 'Report', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Report' });
    await expect(checkbox).toBePartiallyChecked();
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Invalid: Story = { args: { invalid: true } };
