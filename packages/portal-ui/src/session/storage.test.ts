import type { TokenSet } from '@lego-portal/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from './session-types';
import { browserStorage } from '../test-support/session-test-kit';
import { SESSION_STORAGE_KEY, createSessionStore } from './storage';

const TOKENS: TokenSet = { idToken: 'id.a.b', accessToken: 'access', refreshToken: 'refresh' };
const USER: SessionUser = {
  userName: 'someone',
  name: 'Some One',
  userId: 'U1',
  lastLogin: '20260101090000',
  merchantProfile: { merchantId: '1000000001', merchantName: 'Merchant', merchantCode: 'M1' },
  roles: ['DD_ACCOUNT_USER'],
};

afterEach(() => {
  browserStorage().session.clear();
  browserStorage().local.clear();
});

describe('createSessionStore', () => {
  it('round-trips tokens and user through browserStorage().session, and never uses browserStorage().local', () => {
    const store = createSessionStore();
    store.beginSession({ ...TOKENS, extra: 'not kept' } as TokenSet);
    store.setUser(USER);

    const reloaded = createSessionStore();
    expect(reloaded.getTokens()).toEqual(TOKENS);
    expect(reloaded.getUser()).toEqual(USER);
    expect(JSON.parse(browserStorage().session.getItem(SESSION_STORAGE_KEY)!)).toEqual({ sessionId: reloaded.getSnapshot().sessionId, tokens: TOKENS, user: USER });
    expect(reloaded.getSnapshot().sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(browserStorage().local.length).toBe(0);
  });

  it.each([
    ['broken JSON', '{"tokens":'],
    ['JSON null', 'null'],
    ['a string', '"signed in"'],
    ['an array', '[1,2]'],
    ['tokens of the wrong type', '{"tokens":{"idToken":1,"accessToken":"a","refreshToken":"r"}}'],
    ['a user without tokens', JSON.stringify({ user: USER })],
  ])('reads %s as signed out', (_name, raw) => {
    browserStorage().session.setItem(SESSION_STORAGE_KEY, raw);
    const store = createSessionStore();
    expect(store.getSnapshot()).toEqual({ tokens: null, user: null });
    expect(store.getTokens()).toBeNull();
    expect(store.getUser()).toBeNull();
  });

  it('keeps tokens but drops a malformed user (the provider then signs out cleanly)', () => {
    browserStorage().session.setItem(SESSION_STORAGE_KEY, JSON.stringify({ tokens: TOKENS, user: { ...USER, roles: 'DD_ACCOUNT_USER' } }));
    const store = createSessionStore();
    expect(store.getTokens()).toEqual(TOKENS);
    expect(store.getUser()).toBeNull();
  });

  it('gives the same snapshot object until something changes', () => {
    const store = createSessionStore();
    store.beginSession(TOKENS);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.setUser(USER);
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('stores refreshed tokens of the current session only', () => {
    const store = createSessionStore();
    store.setTokens(TOKENS);
    expect(store.getTokens()).toBeNull();

    store.beginSession(TOKENS);
    store.setTokens({ ...TOKENS, idToken: 'id.fresh.b' });
    expect(store.getTokens()?.idToken).toBe('id.fresh.b');
    store.setTokens({ ...TOKENS, idToken: 'id.other.b', refreshToken: 'another session' });
    expect(store.getTokens()?.idToken).toBe('id.fresh.b');

    store.clear();
    store.setTokens({ ...TOKENS, idToken: 'id.late.b' });
    expect(store.getTokens()).toBeNull();
    expect(browserStorage().session.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers what changed, and expires a session once', () => {
    const store = createSessionStore();
    const changes: string[] = [];
    const unsubscribe = store.subscribe((change) => changes.push(change));
    store.beginSession(TOKENS);
    store.setUser(USER);
    store.expire();
    store.expire();
    unsubscribe();
    store.beginSession(TOKENS);
    expect(changes).toEqual(['tokens', 'user', 'expired']);
    expect(browserStorage().session.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('keeps the session in memory when storage refuses to work', () => {
    const broken = {
      getItem: vi.fn(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError');
      }),
      removeItem: vi.fn(),
    } as unknown as Storage;
    const store = createSessionStore({ storage: broken });
    store.beginSession(TOKENS);
    store.setUser(USER);
    expect(store.getUser()).toEqual(USER);
    store.clear();
    expect(store.getTokens()).toBeNull();
  });

  it('uses the key it was given', () => {
    const store = createSessionStore({ key: 'other-key' });
    store.beginSession(TOKENS);
    expect(browserStorage().session.getItem('other-key')).not.toBeNull();
    expect(browserStorage().session.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
