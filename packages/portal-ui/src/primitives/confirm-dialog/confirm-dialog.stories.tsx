import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Delete user',
    message: 'Are you sure to delete this user?',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancel; Delete runs the action once, busy meanwhile, then closes. */
export const Confirm: Story = {
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure to delete this user?');
    await waitFor(() => expect(screen.getByRole('button', { name: textsOf(globals.locale)('label.cancel') })).toHaveFocus());
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Cancel: Story = {
  play: async ({ args, globals }) => {
    await userEvent.click(await screen.findByRole('button', { name: textsOf(globals.locale)('label.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Without labels of its own: Confirm and Cancel in the portal's language. */
export const DefaultLabels: Story = {
  args: { confirmLabel: undefined, destructive: false },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([t('label.cancel'), t('label.confirm')]);
  },
};
