import { legoQueries } from '@lego-portal/api-client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import type { RenderedSession } from '../test-support/session-test-kit';
import { browserStorage, renderSession, uniqueChannelName } from '../test-support/session-test-kit';
import { createSessionStore } from './storage';
import { createActiveUser, sandboxClient, userDetailsStatus } from '@lego-portal/test-kit';

const EXPIRED = 'Your session has been expired. Please login again';
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
  browserStorage().session.clear();
});

/**
 * Signs a fresh user in against the sandbox with real timers, then "reloads" the tab under fake
 * timers: the restored session's idle clock runs on the fake clock from minute 0.
 */
async function signedInUnderFakeTimers(channelName = uniqueChannelName()): Promise<RenderedSession> {
  const url = inject('sandboxUrl');
  const { username, password } = await createActiveUser(url);
  const store = createSessionStore();
  const first = renderSession({ baseUrl: url, store, channelName });
  await act(async () => {
    await first.session().signIn(username, password);
  });
  expect(first.session().status).toBe('signedIn');
  first.unmount();

  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const rendered = renderSession({ baseUrl: url, store, channelName });
  expect(rendered.session().status).toBe('signedIn');
  return rendered;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Lets a BroadcastChannel message (delivered on a later turn of the event loop) arrive. */
async function deliverMessages() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

describe('SessionProvider idle expiry', () => {
  it('expires after 15 minutes without activity, not before, and clears storage', async () => {
    const rendered = await signedInUnderFakeTimers();
    const username = rendered.session().user!.userName;
    const { idToken } = rendered.session().getTokens()!;

    advance(15 * MINUTE - 1_000);
    expect(rendered.session().status).toBe('signedIn');
    expect(browserStorage().session.length).toBe(1);

    advance(1_000);
    expect(rendered.session().status).toBe('signedOut');
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
    // Its key, by which the login screen shows it in the portal's language.
    expect(rendered.session().expiredNoticeCode).toBe('common.sessionExpired');
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED);
    expect(browserStorage().session.length).toBe(0);

    // The expired session was also ended on the server (its stale id token refreshed first).
    vi.useRealTimers();
    await waitFor(async () => expect((await userDetailsStatus(inject('sandboxUrl'), username, idToken)).status).toBe(401));
  });

  it('activity at 10:00 pushes the expiry to 25:00', async () => {
    const rendered = await signedInUnderFakeTimers();

    advance(10 * MINUTE);
    act(() => {
      fireEvent.keyDown(document, { key: 'a' });
    });
    advance(15 * MINUTE - 1_000);
    expect(rendered.session().status).toBe('signedIn');

    advance(1_000);
    expect(rendered.session().status).toBe('signedOut');
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
    expect(browserStorage().session.length).toBe(0);
  });

  it('activity in another tab keeps this one alive', async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const otherTab = new BroadcastChannel(channelName);
    try {
      advance(10 * MINUTE);
      otherTab.postMessage({ type: 'activity', sessionId: rendered.store.getSnapshot().sessionId });
      await deliverMessages();
      advance(15 * MINUTE - 1_000);
      expect(rendered.session().status).toBe('signedIn');
      advance(1_000);
      expect(rendered.session().status).toBe('signedOut');
    } finally {
      otherTab.close();
    }
  });

  it('activity of another session, or naming none, does not keep this one alive', async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const otherTab = new BroadcastChannel(channelName);
    try {
      advance(10 * MINUTE);
      otherTab.postMessage({ type: 'activity', sessionId: 'a-session-of-another-user' });
      otherTab.postMessage({ type: 'activity' });
      await deliverMessages();
      advance(5 * MINUTE);
      expect(rendered.session().status).toBe('signedOut');
      expect(rendered.session().expiredNotice).toBe(EXPIRED);
    } finally {
      otherTab.close();
    }
  });

  it('tells the other tabs when it expires', async () => {
    const channelName = uniqueChannelName();
    const rendered = await signedInUnderFakeTimers(channelName);
    const otherTab = new BroadcastChannel(channelName);
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
    const { sessionId } = rendered.store.getSnapshot();
    try {
      advance(15 * MINUTE);
      expect(rendered.session().status).toBe('signedOut');
      await deliverMessages();
      expect(heard).toContainEqual({ type: 'signOut', sessionId, expired: true });
    } finally {
      otherTab.close();
    }
  });
});

describe('SessionProvider expiry on 401', () => {
  it('signs out with the expiry message when the server rejects the session', async () => {
    const url = inject('sandboxUrl');
    const { username, password } = await createActiveUser(url);
    const rendered = renderSession({ baseUrl: url });
    await act(async () => {
      await rendered.session().signIn(username, password);
    });
    // The session ends behind the portal's back (as when an admin locks the user).
    const { response: revoked } = await sandboxClient(url, rendered.session().getTokens()!).POST('/api/lego-authorization/ext/cognito/signOut', { body: { username } });
    expect(revoked.status).toBe(200);

    await act(async () => {
      await rendered.queryClient.fetchQuery(legoQueries.userByUsername(rendered.client, username)).catch(() => undefined);
    });

    await waitFor(() => expect(rendered.session().status).toBe('signedOut'));
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
    expect(browserStorage().session.length).toBe(0);
  });

  it('ends the session once for a burst of 401s; the notice hides on request and on the next sign-in', async () => {
    const url = inject('sandboxUrl');
    const { username, password } = await createActiveUser(url);
    const rendered = renderSession({ baseUrl: url });
    const signIn = () =>
      act(async () => {
        await rendered.session().signIn(username, password);
      });

    await signIn();
    act(() => rendered.store.expire());
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
    act(() => rendered.session().dismissExpiredNotice());
    act(() => rendered.store.expire());
    expect(rendered.session().expiredNotice).toBeNull();

    await signIn();
    act(() => rendered.store.expire());
    expect(rendered.session().expiredNotice).toBe(EXPIRED);
    await signIn();
    expect(rendered.session().status).toBe('signedIn');
    expect(rendered.session().expiredNotice).toBeNull();
  });
});
