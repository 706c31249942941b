import { legoQueries } from '@lego-portal/api-client';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { browserStorage, renderSession } from '../test-support/session-test-kit';
import { createActiveUser, userDetailsStatus } from '@lego-portal/test-kit';

afterEach(() => browserStorage().session.clear());

async function signedIn() {
  const url = inject('sandboxUrl');
  const { username, password } = await createActiveUser(url);
  const rendered = renderSession({ baseUrl: url });
  await act(async () => {
    await rendered.session().signIn(username, password);
  });
  expect(rendered.session().status).toBe('signedIn');
  return { url, username, rendered };
}

describe('SessionProvider sign-out', () => {
  it('calls the server, clears storage and the query cache, and tells the other tabs', async () => {
    const { url, username, rendered } = await signedIn();
    const { idToken } = rendered.session().getTokens()!;
    const { sessionId } = rendered.store.getSnapshot();
    await act(async () => {
      await rendered.queryClient.fetchQuery(legoQueries.userByUsername(rendered.client, username));
    });
    expect(rendered.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    const otherTab = new BroadcastChannel(rendered.channelName);
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push((event as MessageEvent).data));

    try {
      await act(() => rendered.session().signOut());

      expect(rendered.session().status).toBe('signedOut');
      expect(rendered.session().user).toBeNull();
      expect(rendered.session().getTokens()).toBeNull();
      expect(rendered.session().expiredNotice).toBeNull();
      expect(browserStorage().session.length).toBe(0);
      expect(rendered.queryClient.getQueryCache().getAll()).toHaveLength(0);
      // The server ended the session: its token no longer works.
      expect((await userDetailsStatus(url, username, idToken)).status).toBe(401);
      await waitFor(() => expect(heard).toContainEqual({ type: 'signOut', sessionId, expired: false }));
    } finally {
      otherTab.close();
    }
  });

  it('signs out when another tab signs out', async () => {
    const { rendered } = await signedIn();
    const otherTab = new BroadcastChannel(rendered.channelName);
    try {
      otherTab.postMessage({ type: 'signOut', sessionId: rendered.store.getSnapshot().sessionId, expired: false });
      await waitFor(() => expect(rendered.session().status).toBe('signedOut'));
      expect(browserStorage().session.length).toBe(0);
      expect(rendered.session().expiredNotice).toBeNull();
    } finally {
      otherTab.close();
    }
  });

  it('ignores sign-outs and tokens that name another session, or none', async () => {
    const { rendered } = await signedIn();
    const before = rendered.store.getSnapshot();
    const otherTab = new BroadcastChannel(rendered.channelName);
    const answers: unknown[] = [];
    otherTab.addEventListener('message', (event) => answers.push((event as MessageEvent).data));
    try {
      const tokens = { ...before.tokens!, idToken: 'x.y.z' };
      otherTab.postMessage({ type: 'tokens', sessionId: 'a-session-of-another-user', tokens });
      otherTab.postMessage({ type: 'tokens', tokens });
      otherTab.postMessage({ type: 'signOut', sessionId: 'a-session-of-another-user', expired: true });
      otherTab.postMessage({ type: 'signOut', expired: false });
      // Messages of one sender arrive in order: once the tab answers this, it has handled the rest.
      otherTab.postMessage({ type: 'ask' });
      await waitFor(() => expect(answers).toEqual([{ type: 'session', ...before }]));
      expect(rendered.session().status).toBe('signedIn');
      expect(rendered.store.getSnapshot()).toBe(before);
    } finally {
      otherTab.close();
    }
  });

  it('ignores foreign messages on the channel', async () => {
    const { rendered } = await signedIn();
    const otherTab = new BroadcastChannel(rendered.channelName);
    try {
      otherTab.postMessage('signOut');
      otherTab.postMessage({ type: 'logout' });
      otherTab.postMessage(null);
      // Messages arrive in order, so the noise is handled before the real sign-out below.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rendered.session().status).toBe('signedIn');
      otherTab.postMessage({ type: 'signOut', sessionId: rendered.store.getSnapshot().sessionId, expired: true });
      await waitFor(() => expect(rendered.session().status).toBe('signedOut'));
      expect(rendered.session().expiredNotice).toBe('Your session has been expired. Please login again');
    } finally {
      otherTab.close();
    }
  });
});
