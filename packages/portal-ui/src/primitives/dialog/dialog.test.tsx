import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalHarness } from '../../test-support/portal-harness';
import { Dialog } from './dialog';

/** A button that opens a dialog whose one button closes it. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Leave this page"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Stay
          </button>
        }
      />
    </>
  );
}

/**
 * Animation frames that come only when the test says: Ark's focus trap starts on the first frame
 * after the dialog opens, so a dialog answered before that frame (a person quicker than a frame,
 * or a busy machine whose frames come late) closes with no trap.
 */
function holdFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(next, callback);
    return next++;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  return {
    /** Runs the frames asked for so far (and those they ask for), as the browser would draw them. */
    flush: () =>
      act(() => {
        for (let round = 0; round < 10 && frames.size > 0; round++) {
          const due = [...frames.values()];
          frames.clear();
          for (const callback of due) callback(performance.now());
        }
      }),
  };
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the focus back to what opened it when answered before its first frame', async () => {
    const frames = holdFrames();
    const user = userEvent.setup();
    render(
      <PortalHarness>
        <Page />
      </PortalHarness>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    frames.flush();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
