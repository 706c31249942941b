import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { ResultModal } from './result-modal';

const meta = {
  title: 'Primitives/ResultModal',
  component: ResultModal,
  args: { open: true, onOpenChange: fn(), onAction: fn(), variant: 'success', title: 'Create user successful' },
} satisfies Meta<typeof ResultModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, globals }) => {
    await expect(await screen.findByRole('alertdialog', { name: 'Create user successful' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: textsOf(globals.locale)('label.ok') }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Error: Story = {
  args: { variant: 'error', title: 'Create user error', message: 'Username already exists' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Create user error' });
    await expect(dialog).toHaveAccessibleDescription('Username already exists');
  },
};

export const MerchantProfileUpdated: Story = {
  args: {
    title: 'Update merchant profile success',
    message: 'Your merchant profile has been updated.',
    actionLabel: 'Back to Merchant',
  },
};
