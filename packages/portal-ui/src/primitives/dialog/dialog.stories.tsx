import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogCloseTrigger, type DialogProps } from './dialog';

function WithTrigger(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <Dialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      trigger={<Button>New Customer</Button>}
    />
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <WithTrigger {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Customer type',
    description: 'Choose the kind of customer to create.',
    children: 'Individual or Corporate',
    footer: (
      <DialogCloseTrigger>
        <Button variant="outline">Cancel</Button>
      </DialogCloseTrigger>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'New Customer' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Customer type' });
    await expect(dialog).toHaveAccessibleDescription('Choose the kind of customer to create.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };
