/**
 * One session across the tabs of a browser: each SessionProvider here is a tab with its own
 * sessionStorage, all on one BroadcastChannel, against the real sandbox. A raw channel plays
 * the wire (what a tab says) or a tab of another script.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, inject } from 'vitest';
import type { RenderSessionOptions } from '../test-support/session-test-kit';
import { memoryStorage, renderSession, uniqueChannelName } from '../test-support/session-test-kit';
import type { SessionTabMessage } from './cross-tab';
import { createSessionStore } from './storage';
import { createActiveUser, grantCustomerProfile, refreshedTokens } from '@lego-portal/test-kit';

const SIGN_IN_PATH = '/api/lego-authorization/ext/cognito/signIn';
const url = inject('sandboxUrl');
const wires: BroadcastChannel[] = [];

afterEach(() => {
  for (const wire of wires.splice(0)) wire.close();
});

/** A browser tab: its own sessionStorage, the browser's channel. */
function openTab(channelName: string, options: Partial<RenderSessionOptions> = {}) {
  const storage = memoryStorage();
  return { ...renderSession({ baseUrl: url, channelName, store: createSessionStore({ storage }), ...options }), storage };
}

type Tab = ReturnType<typeof openTab>;

async function signIn(tab: Tab, account: { username: string; password: string }) {
  await act(async () => {
    await tab.session().signIn(account.username, account.password);
  });
  expect(tab.session().status).toBe('signedIn');
}

/** A tab that found no session to join and shows the login. */
async function signedOutTab(channelName: string): Promise<Tab> {
  const tab = openTab(channelName);
  await waitFor(() => expect(tab.session().status).toBe('signedOut'));
  return tab;
}

/** Listens on the channel: everything the tabs say from now on. */
function wire(channelName: string) {
  const channel = new BroadcastChannel(channelName);
  wires.push(channel);
  const heard: SessionTabMessage[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent<SessionTabMessage>).data));
  return {
    heard,
    post: (message: unknown) => channel.postMessage(message),
    /**
     * Asks who holds a session and waits for `answers` answers. Every tab handles messages in
     * order, so what the tabs were told before has been handled (and anything they said about it
     * heard) once they answer.
     */
    async settle(answers: number) {
      const before = heard.filter((message) => message.type === 'session').length;
      channel.postMessage({ type: 'ask' });
      await waitFor(() => expect(heard.filter((message) => message.type === 'session').length - before).toBe(answers));
    },
  };
}

describe('a new tab', () => {
  it('joins the live session of another tab, signed in without signing in, and keeps it in its own storage', async () => {
    const channelName = uniqueChannelName();
    const first = openTab(channelName);
    await signIn(first, await createActiveUser(url));

    const second = openTab(channelName);
    expect(second.session().status).toBe('joining');
    await waitFor(() => expect(second.session().status).toBe('signedIn'));

    const shared = first.store.getSnapshot();
    expect(second.store.getSnapshot()).toEqual(shared);
    expect(second.session().user).toEqual(first.session().user);
    expect(second.sentTo(SIGN_IN_PATH)).toEqual([]);
    // A reload of the second tab keeps the session: it is in that tab's own sessionStorage.
    expect(createSessionStore({ storage: second.storage }).getSnapshot()).toEqual(shared);
  });

  it('shows the login when no tab holds a session; a tab at the login does not answer', async () => {
    const channelName = uniqueChannelName();
    await signedOutTab(channelName);
    const { heard } = wire(channelName);

    const second = openTab(channelName);
    expect(second.session().status).toBe('joining');
    await waitFor(() => expect(second.session().status).toBe('signedOut'));
    expect(heard).toEqual([{ type: 'ask' }]);
  });

  it('joins only on a whole answer, ignoring malformed ones', async () => {
    const account = await createActiveUser(url);
    const elsewhere = openTab(uniqueChannelName());
    await signIn(elsewhere, account);
    const { sessionId, tokens, user } = elsewhere.store.getSnapshot();
    const channelName = uniqueChannelName();
    const fake = wire(channelName);

    const joining = openTab(channelName, { joinTimeoutMs: 5_000 });
    await waitFor(() => expect(fake.heard).toEqual([{ type: 'ask' }]));
    for (const malformed of [
      { type: 'session', sessionId, tokens },
      { type: 'session', sessionId, tokens: { ...tokens, idToken: 42 }, user },
      { type: 'session', sessionId: '', tokens, user },
      { type: 'session', tokens, user },
      { type: 'session', sessionId, tokens, user: { ...user, roles: 'DD_ACCOUNT_USER' } },
      'session',
      null,
    ]) {
      fake.post(malformed);
    }
    fake.post({ type: 'session', sessionId, tokens: { ...tokens, extra: 'not kept' }, user });

    await waitFor(() => expect(joining.session().status).toBe('signedIn'));
    expect(joining.store.getSnapshot()).toEqual({ sessionId, tokens, user });
  });
});

describe('the tabs of one session', () => {
  it('a sign-out ends the session in every tab holding it and leaves a tab of another session alone', async () => {
    const channelName = uniqueChannelName();
    const [one, two] = await Promise.all([createActiveUser(url), createActiveUser(url)]);
    // A tab showing the login when the first user signs in elsewhere, where a second user then signs in.
    const other = await signedOutTab(channelName);
    const first = openTab(channelName);
    await signIn(first, one);
    const second = openTab(channelName);
    await waitFor(() => expect(second.session().status).toBe('signedIn'));
    await signIn(other, two);
    expect(other.store.getSnapshot().sessionId).not.toBe(first.store.getSnapshot().sessionId);
    const otherSession = other.store.getSnapshot();
    const { sessionId } = first.store.getSnapshot();
    const { heard, settle } = wire(channelName);

    await act(() => first.session().signOut());

    await waitFor(() => expect(second.session().status).toBe('signedOut'));
    expect(heard).toContainEqual({ type: 'signOut', sessionId, expired: false });
    expect(second.session().expiredNotice).toBeNull();
    expect(second.storage.length).toBe(0);
    await settle(1);
    expect(other.session().status).toBe('signedIn');
    expect(other.store.getSnapshot()).toBe(otherSession);
  });

  it('an expiry in one tab ends the session in the others with the expiry message', async () => {
    const channelName = uniqueChannelName();
    const first = openTab(channelName);
    await signIn(first, await createActiveUser(url));
    const second = openTab(channelName);
    await waitFor(() => expect(second.session().status).toBe('signedIn'));

    // The API answered 401 in the first tab (the client reports it to the store).
    act(() => first.store.expire());

    await waitFor(() => expect(second.session().status).toBe('signedOut'));
    expect(second.session().expiredNotice).toBe('Your session has been expired. Please login again');
    expect(second.storage.length).toBe(0);
  });

  it("a token refresh in one tab reaches the session's other tabs, roles included, and only them", async () => {
    const channelName = uniqueChannelName();
    const one = await createActiveUser(url);
    const other = await signedOutTab(channelName);
    const first = openTab(channelName);
    await signIn(first, one);
    const second = openTab(channelName);
    await waitFor(() => expect(second.session().status).toBe('signedIn'));
    await signIn(other, await createActiveUser(url));
    const otherSession = other.store.getSnapshot();
    expect(second.session().permissions.customerProfile).toBe(false);
    const { heard, settle } = wire(channelName);

    // A user admin grants Customer; the first tab's client refreshes and stores the new tokens.
    await grantCustomerProfile(url, one.username);
    const refreshed = await refreshedTokens(url, first.store.getTokens()!);
    act(() => first.store.setTokens(refreshed));

    await waitFor(() => expect(second.store.getTokens()).toEqual(refreshed));
    expect(second.session().permissions.customerProfile).toBe(true);
    await settle(3);
    expect(other.store.getSnapshot()).toBe(otherSession);
    // Told once; the tab that heard it does not tell it back.
    expect(heard.filter((message) => message.type === 'tokens')).toEqual([{ type: 'tokens', sessionId: first.store.getSnapshot().sessionId, tokens: refreshed }]);
  });
});
