import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../test-support/portal-harness';
import { useDownloadActivity } from '../downloads/download-activity';
import { PortalFrame } from './portal-frame';

/** A promise settled from outside, standing in for a download in flight. */
function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function DownloadButton({ start }: { start: () => Promise<string> }) {
  const { track } = useDownloadActivity();
  return (
    <button type="button" onClick={() => track(start()).catch(() => {})}>
      Download
    </button>
  );
}

function renderFrameWith(start: () => Promise<string>) {
  render(
    <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
      <PortalFrame>
        <DownloadButton start={start} />
      </PortalFrame>
    </PortalHarness>,
  );
}

const spinner = () => screen.queryByRole('status', { name: 'Downloading…' });

describe('download activity', () => {
  it('shows the footer spinner while a tracked download runs and hides it when it succeeds', async () => {
    const user = userEvent.setup();
    const download = deferred();
    renderFrameWith(() => download.promise);
    expect(spinner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(spinner()).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Downloading…');

    await act(async () => download.resolve('file'));
    expect(spinner()).not.toBeInTheDocument();
  });

  it('hides the spinner when the download fails, and leaves the failure to the caller', async () => {
    const user = userEvent.setup();
    const download = deferred();
    renderFrameWith(() => download.promise);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(spinner()).toBeInTheDocument();

    await act(async () => download.reject(new Error('Report Not Found')));
    expect(spinner()).not.toBeInTheDocument();
  });

  it('keeps the spinner until the last of several downloads settles', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const second = deferred();
    const queue = [first, second];
    renderFrameWith(() => queue.shift()!.promise);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));

    await act(async () => first.resolve('a'));
    expect(spinner()).toBeInTheDocument();
    await act(async () => second.reject(new Error('Error')));
    expect(spinner()).not.toBeInTheDocument();
  });

  it('returns the tracked promise itself, so callers see its value and its failure', async () => {
    const { result } = renderHook(() => useDownloadActivity(), {
      wrapper: ({ children }) => (
        <PortalHarness>
          <PortalFrame>{children}</PortalFrame>
        </PortalHarness>
      ),
    });
    const ok = Promise.resolve('file');
    const failed = Promise.reject(new Error('boom'));
    let tracked!: Promise<string>;
    act(() => {
      tracked = result.current.track(ok);
    });
    expect(tracked).toBe(ok);
    expect(result.current.active).toBe(1);
    let rejected!: Promise<never>;
    act(() => {
      rejected = result.current.track(failed);
    });
    await expect(rejected).rejects.toThrow('boom');
    // Each settles in a microtask after act() returned, so React renders the count in its own
    // time (it failed once on a busy CI run when read at once): wait for it, as a person would.
    await waitFor(() => expect(result.current.active).toBe(0));
  });

  it('passes promises through outside a provider instead of crashing', async () => {
    const { result } = renderHook(() => useDownloadActivity());
    const promise = Promise.resolve(1);
    expect(result.current.track(promise)).toBe(promise);
    expect(result.current.active).toBe(0);
  });
});
