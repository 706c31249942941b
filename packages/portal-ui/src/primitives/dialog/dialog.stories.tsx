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

/** Wholly inside the window: seen and reachable without scrolling. */
function expectInWindow(element: Element) {
  const box = element.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(0);
  expect([box.top >= 0, box.left >= 0, box.bottom <= window.innerHeight, box.right <= window.innerWidth]).toEqual([true, true, true, true]);
}

const LONG_BODY = Array.from({ length: 40 }, (_, line) => <p key={line}>Line {line + 1} of a body taller than any window.</p>);

/**
 * A large dialog with a body taller than the window: the title and the footer stay in view, the
 * body scrolls between them.
 */
export const LargeWithLongBody: Story = {
  args: { open: true, size: 'lg', children: LONG_BODY },
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customer type' });
    // Up to 55rem wide on a desktop, room for previous and new values side by side.
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(800);
    expectInWindow(within(dialog).getByRole('button', { name: 'Cancel' }));
    expectInWindow(within(dialog).getByRole('heading', { name: 'Customer type' }));
    const body = within(dialog).getByText('Line 1 of a body taller than any window.').parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** The same on a phone: the footer's Cancel in view, the page not scrolled sideways. */
export const LargeWithLongBodyPhone: Story = {
  args: { open: true, size: 'lg', children: LONG_BODY },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customer type' });
    expectInWindow(within(dialog).getByRole('button', { name: 'Cancel' }));
    expectInWindow(within(dialog).getByRole('heading', { name: 'Customer type' }));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A message-sized dialog keeps its footer in view too. */
export const MediumWithLongBodyPhone: Story = {
  args: { open: true, children: LONG_BODY },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Customer type' });
    expectInWindow(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};
