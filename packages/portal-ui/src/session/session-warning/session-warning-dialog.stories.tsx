import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../test-support/story-texts';
import type { SessionWarningDialogProps } from './session-warning-dialog';
import { SessionWarningDialog } from './session-warning-dialog';

/** The dialog as the session opens it: the deadline `secondsLeft` from when the story renders. */
function OpenWarning({ secondsLeft, ...props }: SessionWarningDialogProps & { secondsLeft: number }) {
  const [endsAt] = useState(() => Date.now() + secondsLeft * 1000);
  return <SessionWarningDialog {...props} endsAt={endsAt} />;
}

const meta = {
  title: 'Session/SessionWarningDialog',
  component: SessionWarningDialog,
  args: { endsAt: null, onStaySignedIn: fn(), onSignOut: fn() },
  render: (args) => <OpenWarning {...args} secondsLeft={60} />,
} satisfies Meta<typeof SessionWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One minute before the idle expiry: title, the seconds left, what is at stake; focus starts on
 * 'Stay signed in', which answers once and does not sign out.
 */
export const StaySignedIn: Story = {
  play: async ({ args, globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await screen.findByRole('alertdialog', { name: t('auth.sessionEndingTitle') });
    // 60 when the story rendered; a slow start may already show 59.
    const opening = [60, 59].map((seconds) => t('auth.sessionEndingCountdown', { seconds }));
    const countdown = within(dialog).getByRole('timer').textContent ?? '';
    await expect(opening).toContain(countdown);
    // The count is the description, read with the title when the dialog opens.
    await expect(dialog).toHaveAccessibleDescription(countdown);
    await expect(dialog).toHaveTextContent(t('auth.sessionEndingBody'));
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([t('auth.signOutNow'), t('auth.staySignedIn')]);
    const stay = within(dialog).getByRole('button', { name: t('auth.staySignedIn') });
    await waitFor(() => expect(stay).toHaveFocus());

    await userEvent.click(stay);
    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** 'Sign out' ends the session now. */
export const SignOut: Story = {
  play: async ({ args, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(await screen.findByRole('button', { name: t('auth.signOutNow') }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onStaySignedIn).not.toHaveBeenCalled();
  },
};

/** Escape is an answer too: whoever pressed it is there, so the session stays. */
export const EscapeStays: Story = {
  play: async ({ args, globals }) => {
    const t = textsOf(globals.locale);
    await waitFor(() => expect(screen.getByRole('button', { name: t('auth.staySignedIn') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onStaySignedIn).toHaveBeenCalledTimes(1);
  },
};

/** The last seconds, on a phone: the count goes down once a second to 0, both answers in reach. */
export const LastSecondsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <OpenWarning {...args} secondsLeft={3} />,
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await screen.findByRole('alertdialog', { name: t('auth.sessionEndingTitle') });
    const timer = within(dialog).getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(t('auth.sessionEndingCountdown', { seconds: 2 })), { timeout: 2_000 });
    await waitFor(() => expect(timer).toHaveTextContent(t('auth.sessionEndingCountdown', { seconds: 0 })), { timeout: 3_000 });
    for (const name of [t('auth.signOutNow'), t('auth.staySignedIn')]) {
      const box = within(dialog).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
  },
};
