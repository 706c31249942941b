/**
 * The warning before an idle session ends (issue 12), through SessionProvider as the reference
 * host renders it, against the real sandbox, on a fake clock: at 14:00 idle a dialog counts down;
 * 'Stay signed in' keeps the session in every tab, 'Sign out' ends it, and no answer ends it at
 * 15:00 exactly as before.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import type { RenderedSession } from '../test-support/session-test-kit';
import { browserStorage, renderSession, uniqueChannelName } from '../test-support/session-test-kit';
import type { SessionTabMessage } from './cross-tab';
import { loadSessionWarningDialog } from './session-warning-loader';
import { createSessionStore } from './storage';
import { createActiveUser, createUser } from '@lego-portal/test-kit';

const EXPIRED = 'Your session has been expired. Please login again';
const TITLE = 'Your session is about to end';
const MINUTE = 60_000;
const wires: BroadcastChannel[] = [];

afterEach(() => {
  vi.useRealTimers();
  browserStorage().session.clear();
  for (const wire of wires.splice(0)) wire.close();
});

/**
 * Signs a fresh user in with real timers, then "reloads" the tab under fake timers: the restored
 * session's idle clock runs on the fake clock from minute 0. The dialog's code is fetched first,
 * as a signed-in tab does long before any warning.
 */
async function signedInUnderFakeTimers(channelName: string): Promise<RenderedSession> {
  const url = inject('sandboxUrl');
  const { username, password } = await createActiveUser(url);
  const store = createSessionStore();
  const first = renderSession({ baseUrl: url, store, channelName });
  await act(async () => {
    await first.session().signIn(username, password);
  });
  first.unmount();
  await loadSessionWarningDialog();

  // Not setInterval: jsdom runs animation frames on it, and Ark's dialog closes on one.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const rendered = renderSession({ baseUrl: url, store, channelName });
  expect(rendered.session().status).toBe('signedIn');
  return rendered;
}

// Taken before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets what runs on later turns of the event loop catch up: BroadcastChannel messages, and Ark's
 * dialog, which opens a few turns after its `open` changes and closes on an animation frame
 * (real time: a few frames).
 */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 50)));
}

/** Moves the fake clock by `ms`, then lets the page settle. */
async function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  await settle();
}

/** Clicks `name` in the warning, then lets the page settle. */
async function answer(name: 'Stay signed in' | 'Sign out') {
  act(() => {
    fireEvent.click(within(warning()!).getByRole('button', { name }));
  });
  await settle();
}

/** Another tab of the browser, as the wire sees it: what the tabs say, and a way to speak. */
function otherTab(channelName: string) {
  const channel = new BroadcastChannel(channelName);
  wires.push(channel);
  const heard: SessionTabMessage[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent<SessionTabMessage>).data));
  return { heard, post: (message: SessionTabMessage) => channel.postMessage(message) };
}

const warning = () => screen.queryByRole('alertdialog', { name: TITLE });
const secondsLeft = () => within(screen.getByRole('alertdialog', { name: TITLE })).getByRole('timer').textContent;

describe('the idle warning', () => {
  it('opens at 14:00 idle, not before, and counts down; without an answer the session ends at 15:00', async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const tab = otherTab(channelName);

    await advance(14 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()).toBeInTheDocument();
    expect(secondsLeft()).toBe('Your session will end in 60 s.');
    await advance(10_000);
    expect(secondsLeft()).toBe('Your session will end in 50 s.');

    // A pointer crossing the page, a wheel: nobody answered, so the warning stays and the
    // session's other tabs hear of no activity.
    act(() => {
      fireEvent.pointerMove(document.body);
      fireEvent.wheel(document.body);
    });
    await settle();
    expect(warning()).toBeInTheDocument();
    expect(tab.heard.filter((message) => message.type === 'activity')).toEqual([]);

    await advance(50_000 - 1);
    expect(rendered.session().status).toBe('signedIn');
    await advance(1);
    expect(rendered.session().status).toBe('signedOut');
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED);
    expect(warning()).toBeNull();
    expect(browserStorage().session.length).toBe(0);
  });

  it('Stay signed in keeps the session past 15:00 and counts as activity in the other tabs', async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const { sessionId } = rendered.store.getSnapshot();
    const tab = otherTab(channelName);

    await advance(14 * MINUTE + 20_000);
    await answer('Stay signed in');
    expect(warning()).toBeNull();
    expect(tab.heard).toContainEqual({ type: 'activity', sessionId });

    // 16:20 in all, two minutes past the first deadline: signed in, no warning.
    await advance(2 * MINUTE);
    expect(rendered.session().status).toBe('signedIn');
    expect(warning()).toBeNull();
    // The 15 minutes count from the answer: the next warning at 14:00 after it.
    await advance(12 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    await advance(1_000);
    expect(warning()).toBeInTheDocument();
    await advance(MINUTE);
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
  });

  it("closes when the person acts in another tab of the session, not another session's", async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const { sessionId } = rendered.store.getSnapshot();
    const tab = otherTab(channelName);

    await advance(14 * MINUTE);
    tab.post({ type: 'activity', sessionId: 'a-session-of-another-user' });
    await settle();
    expect(warning()).toBeInTheDocument();

    tab.post({ type: 'activity', sessionId: sessionId! });
    await settle();
    expect(warning()).toBeNull();
    await advance(2 * MINUTE);
    expect(rendered.session().status).toBe('signedIn');
  });

  it('Sign out ends the session at once, in every tab, without the expiry message', async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const { sessionId } = rendered.store.getSnapshot();
    const tab = otherTab(channelName);

    await advance(14 * MINUTE + 5_000);
    await answer('Sign out');
    expect(rendered.session().status).toBe('signedOut');
    expect(rendered.session().expiredNotice).toBeNull();
    expect(warning()).toBeNull();
    expect(browserStorage().session.length).toBe(0);
    expect(tab.heard).toContainEqual({ type: 'signOut', sessionId, expired: false });
  });

  it('while a new password is being chosen, Sign out leaves the change and tells no other tab', async () => {
    const channelName = uniqueChannelName();
    const url = inject('sandboxUrl');
    const [earlier, user] = await Promise.all([createActiveUser(url), createUser(url)]);
    await loadSessionWarningDialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const rendered = renderSession({ baseUrl: url, channelName });
    // An earlier session of this tab, over: its id must not be signed out again in other tabs.
    await act(async () => {
      await rendered.session().signIn(earlier.username, earlier.password);
      await rendered.session().signOut();
    });
    const tab = otherTab(channelName);
    await act(async () => {
      await rendered.session().signIn(user.username, user.temporaryPassword);
    });
    expect(rendered.session().status).toBe('newPasswordRequired');

    await advance(14 * MINUTE);
    await answer('Sign out');
    expect(rendered.session().status).toBe('signedOut');
    expect(warning()).toBeNull();
    expect(tab.heard.filter((message) => message.type === 'signOut')).toEqual([]);
  });
});
