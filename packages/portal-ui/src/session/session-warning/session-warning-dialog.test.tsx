import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionWarningDialog } from './session-warning-dialog';

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(endsAt: number | null) {
  const onStaySignedIn = vi.fn();
  const onSignOut = vi.fn();
  const view = render(<SessionWarningDialog endsAt={endsAt} onStaySignedIn={onStaySignedIn} onSignOut={onSignOut} />);
  const rerender = (next: number | null) => view.rerender(<SessionWarningDialog endsAt={next} onStaySignedIn={onStaySignedIn} onSignOut={onSignOut} />);
  return { onStaySignedIn, onSignOut, rerender };
}

const expectLeft = (seconds: number) =>
  expect(within(screen.getByRole('alertdialog')).getByRole('timer')).toHaveTextContent(new RegExp(`^Your session will end in ${seconds} s\\.$`));

describe('SessionWarningDialog', () => {
  // Where focus lands on opening needs a layout engine: the story checks it in Chromium.
  it('says the session will end, with the seconds left, and offers both answers', async () => {
    // The clock stands still: on a busy machine the first render of the file can take over a
    // second, and the dialog would rightly say 59 s. Only Date is faked; the queries' own waits
    // keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    renderDialog(Date.now() + 60_000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAccessibleDescription('Your session will end in 60 s.');
    expect(dialog).toHaveTextContent('Anything you have not saved will be lost when the session ends.');
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Stay signed in']);
  });

  it('Stay signed in, Escape and Sign out each answer once', async () => {
    const user = userEvent.setup();
    const { onStaySignedIn, onSignOut } = renderDialog(Date.now() + 60_000);
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);

    // Escape is handled once focus is inside (the click put it there).
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onStaySignedIn).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onStaySignedIn).toHaveBeenCalledTimes(2);
  });

  it('counts down once a second, on the second, to 0', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Opened mid-second: 59.5 s left reads 60 until half a second later.
    renderDialog(Date.now() + 59_500);
    expectLeft(60);
    act(() => vi.advanceTimersByTime(499));
    expectLeft(60);
    act(() => vi.advanceTimersByTime(1));
    expectLeft(59);
    act(() => vi.advanceTimersByTime(999));
    expectLeft(59);
    act(() => vi.advanceTimersByTime(1));
    expectLeft(58);
    act(() => vi.advanceTimersByTime(57_000));
    expectLeft(1);
    act(() => vi.advanceTimersByTime(1_000));
    expectLeft(0);
    act(() => vi.advanceTimersByTime(5_000));
    expectLeft(0);
  });

  it('opens when a deadline is given and closes when it is taken away', async () => {
    const { rerender } = renderDialog(null);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(Date.now() + 60_000);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    rerender(null);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
