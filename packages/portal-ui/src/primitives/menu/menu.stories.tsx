import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Menu } from './menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  // No label: the default, 'Action' in the portal's language.
  args: {
    onSelect: fn(),
    items: [
      { value: 'edit', label: 'Edit' },
      { value: 'lock', label: 'Lock' },
      { value: 'delete', label: 'Delete', tone: 'danger' },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active user: Edit, Lock, Delete. */
export const ActiveUser: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: textsOf(globals.locale)('label.action') }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Lock', 'Delete']);
    // Ark selects the item under a moving pointer; user-event's pointer stays where the last
    // story left it unless moved, so move it onto the item first, as a mouse would.
    const lock = within(menu).getByRole('menuitem', { name: 'Lock' });
    const box = lock.getBoundingClientRect();
    await userEvent.pointer({ target: lock, coords: { clientX: box.x + 4, clientY: box.y + 4 } });
    await waitFor(() => expect(lock).toHaveAttribute('data-highlighted'));
    await userEvent.click(lock);
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith('lock'));
  },
};

/** A locked user: Unlock, Delete; chosen with the keyboard. */
export const LockedUser: Story = {
  args: {
    items: [
      { value: 'unlock', label: 'Unlock' },
      { value: 'delete', label: 'Delete', tone: 'danger' },
    ],
  },
  play: async ({ canvasElement, args, globals }) => {
    within(canvasElement).getByRole('button', { name: textsOf(globals.locale)('label.action') }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Each key only once the menu has moved its highlight and taken focus: it highlights at once
    // and focuses a frame later, and until then keys go to the trigger.
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Unlock')).toHaveAttribute('data-highlighted'));
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Delete')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('delete');
  },
};

export const Disabled: Story = { args: { disabled: true } };
