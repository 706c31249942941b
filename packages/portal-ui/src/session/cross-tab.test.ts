import type { TokenSet } from '@lego-portal/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionTabMessage } from './cross-tab';
import { openSessionChannel, someTabHoldsSession } from './cross-tab';
import type { SessionUser } from './session-types';
import { uniqueChannelName } from '../test-support/session-test-kit';

const TOKENS: TokenSet = { idToken: 'id.a.b', accessToken: 'access', refreshToken: 'refresh' };
const USER: SessionUser = {
  userName: 'someone',
  name: 'Some One',
  merchantProfile: { merchantId: '1000000001', merchantName: 'Merchant', specialMerchantCode: 'SSO_M1' },
  roles: ['DD_ACCOUNT_USER', 'SSO_M1'],
};

afterEach(() => vi.unstubAllGlobals());

describe('openSessionChannel', () => {
  it('delivers messages to the other tabs only', async () => {
    const name = uniqueChannelName();
    const heardA: SessionTabMessage[] = [];
    const heardB: SessionTabMessage[] = [];
    const a = openSessionChannel(name, (message) => heardA.push(message));
    const b = openSessionChannel(name, (message) => heardB.push(message));
    a.post({ type: 'signOut', sessionId: 'S1', expired: true });
    await vi.waitFor(() => expect(heardB).toEqual([{ type: 'signOut', sessionId: 'S1', expired: true }]));
    expect(heardA).toEqual([]);
    a.close();
    b.close();
    a.post({ type: 'activity', sessionId: 'S1' });
  });

  it('reads whole messages of the protocol only; every one but ask names its session', async () => {
    const name = uniqueChannelName();
    const heard: SessionTabMessage[] = [];
    const tab = openSessionChannel(name, (message) => heard.push(message));
    const other = new BroadcastChannel(name);
    const session = { type: 'session', sessionId: 'S1', tokens: TOKENS, user: USER };
    try {
      for (const noise of [
        'signOut',
        null,
        ['activity', 'S1'],
        { type: 'logout', sessionId: 'S1' },
        { type: 'activity' },
        { type: 'activity', sessionId: '' },
        { type: 'signOut', sessionId: 7, expired: true },
        { type: 'tokens', sessionId: 'S1' },
        { type: 'tokens', sessionId: 'S1', tokens: { ...TOKENS, idToken: 1 } },
        { ...session, user: undefined },
        { ...session, user: { ...USER, roles: 'DD_ACCOUNT_USER' } },
        { ...session, user: { ...USER, merchantProfile: { ...USER.merchantProfile, specialMerchantCode: 5 } } },
        { ...session, sessionId: undefined },
      ]) {
        other.postMessage(noise);
      }
      other.postMessage({ type: 'ask', sessionId: 'ignored' });
      other.postMessage({ type: 'activity', sessionId: 'S1', extra: 'dropped' });
      other.postMessage({ type: 'signOut', sessionId: 'S1', expired: 'yes' });
      other.postMessage({ type: 'tokens', sessionId: 'S1', tokens: { ...TOKENS, extra: 'dropped' } });
      other.postMessage(session);
      await vi.waitFor(() => expect(heard).toHaveLength(5));
      expect(heard).toEqual([
        { type: 'ask' },
        { type: 'activity', sessionId: 'S1' },
        { type: 'signOut', sessionId: 'S1', expired: false },
        { type: 'tokens', sessionId: 'S1', tokens: TOKENS },
        session,
      ]);
    } finally {
      other.close();
      tab.close();
    }
  });

  it('works alone where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = openSessionChannel(uniqueChannelName(), () => {});
    expect(() => channel.post({ type: 'activity', sessionId: 'S1' })).not.toThrow();
    channel.close();
  });

  it('knows nobody holds a session where BroadcastChannel does not exist, and cannot tell without Web Locks', async () => {
    // jsdom, like an insecure context, has no navigator.locks: the tab then has to ask and wait.
    await expect(someTabHoldsSession(uniqueChannelName())).resolves.toBeUndefined();
    vi.stubGlobal('BroadcastChannel', undefined);
    await expect(someTabHoldsSession(uniqueChannelName())).resolves.toBe(false);
  });
});
