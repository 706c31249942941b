import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Search', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'Reset' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to User List' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Small: Story = { args: { size: 'sm', children: 'New User' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Change Password' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Change Password' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Signing in', children: 'Login' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy without a text of the screen's: 'Loading' in the portal's language. */
export const LoadingDefaultText: Story = {
  args: { loading: true, children: 'Search' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(textsOf(globals.locale)('control.loading'));
  },
};

/** The handler returns a promise: a second click while it runs is ignored. */
export const BlocksDoubleSubmit: Story = {
  args: {
    children: 'Create User',
    onClick: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create User' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};
