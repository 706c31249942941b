import { decodeJwtPayload } from '@lego-portal/api-client';
import { COMMON_MESSAGES, PERMISSIONS } from '@lego-portal/rules';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { FULL_ACCESS_USER } from '../test-support/portal-harness';
import { browserStorage, NEW_PASSWORD, renderSession } from '../test-support/session-test-kit';
import { SESSION_STORAGE_KEY } from './storage';
import { createActiveUser, createUser, dataOf, DEMO_PASSWORD, DEMO_STAFF, refreshedTokens, sandboxClient, signInTokens, userDetailsStatus } from '@lego-portal/test-kit';

const SIGN_IN_PATH = '/api/lego-authorization/ext/cognito/signIn';

afterEach(() => browserStorage().session.clear());

/** What the sandbox itself says about demo_full: the oracle for the session user. */
async function demoFullFromApi(url: string) {
  const client = sandboxClient(url, await signInTokens(url, 'demo_full'));
  const details = await dataOf(client.POST('/api/lego-userprofile/ext/user/details', { body: { username: 'demo_full' } }), 'the user details');
  const merchant = await dataOf(client.POST('/api/lego-merchantprofile/ext/merchantprofile/details', { body: { username: 'demo_full' } }), 'the merchant details');
  return {
    fullName: details.getResponse.fullName,
    merchantName: merchant.merchantProfileResponse.merchantProfileResource.merchantInfo.merchantName,
  };
}

describe('SessionProvider sign-in', () => {
  it('200: signs demo_full in with user, roles, merchant name and permissions, in browserStorage().session', async () => {
    const url = inject('sandboxUrl');
    const expected = await demoFullFromApi(url);
    const rendered = renderSession({ baseUrl: url });

    let outcome;
    await act(async () => {
      outcome = await rendered.session().signIn('demo_full', DEMO_PASSWORD);
    });

    expect(outcome).toEqual({ kind: 'signedIn' });
    const session = rendered.session();
    expect(session.status).toBe('signedIn');
    expect(session.user).toMatchObject({
      userName: 'demo_full',
      name: expected.fullName,
      merchantProfile: { merchantId: '1000000001', merchantName: expected.merchantName, merchantCode: 'CPINS' },
    });
    expect([...session.user!.roles].sort()).toEqual([...FULL_ACCESS_USER.roles].sort());
    for (const permission of PERMISSIONS) expect(session.permissions[permission]).toBe(true);
    expect(screen.getByText('user: demo_full')).toBeInTheDocument();

    const tokens = session.getTokens();
    expect(decodeJwtPayload(tokens!.idToken)?.username).toBe('demo_full');
    expect(JSON.parse(browserStorage().session.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ tokens, user: { userName: 'demo_full' } });
  });

  it("takes the special merchant code from the merchant profile when the token has none, and keeps it after a refresh", async () => {
    const url = inject('sandboxUrl');
    // A user the portal created: the sandbox, like the bank's directory, puts only the ticked
    // grants in its custom:auth claim; its merchant's profile has the special code SSO_CPINS.
    const { username, password } = await createActiveUser(url, { grants: { profile: 'N', customerProfile: 'N' } });
    const claims = decodeJwtPayload((await signInTokens(url, username, password)).idToken)!;
    expect(`${String(claims['custom:auth'])},${String(claims['custom:specialMerchantCode'])}`).not.toContain('SSO');
    const rendered = renderSession({ baseUrl: url });
    await act(async () => {
      await rendered.session().signIn(username, password);
    });

    expect(rendered.session().user?.roles).toEqual(['SSO_CPINS']);
    expect(rendered.session().user?.merchantProfile?.specialMerchantCode).toBe('SSO_CPINS');
    expect(rendered.session().permissions).toMatchObject({ sso250Report: true, merchantProfile: false });

    // The client refreshed the tokens: the roles are read again, the profile's code with them.
    const refreshed = await refreshedTokens(url, rendered.session().getTokens()!);
    act(() => rendered.store.setTokens(refreshed));
    expect(rendered.session().getTokens()).toEqual(refreshed);
    expect(rendered.session().user?.roles).toEqual(['SSO_CPINS']);
    expect(rendered.session().permissions.sso250Report).toBe(true);
  });

  it("signs bank staff in with the token's staff roles and no merchant of their own, asking for no merchant", async () => {
    const url = inject('sandboxUrl');
    const rendered = renderSession({ baseUrl: url });
    await act(async () => {
      await rendered.session().signIn(DEMO_STAFF.reporter.username, DEMO_PASSWORD);
    });

    expect(rendered.session().status).toBe('signedIn');
    expect(rendered.session().user).toMatchObject({ userName: DEMO_STAFF.reporter.username, name: 'Bank Staff Reporter', merchantProfile: null });
    expect(rendered.session().user?.roles).toEqual(DEMO_STAFF.reporter.roles);
    expect(rendered.session().permissions).toMatchObject({ onlineTransactionReport: true, merchantProfile: false });
    // Staff have no merchant: neither the summary (404 for them) nor the full profile is asked.
    expect(rendered.sent.filter((request) => request.path.includes('/merchantprofile/'))).toEqual([]);
  });

  it('sends one request for a double submit', async () => {
    const { username, password } = await createActiveUser(inject('sandboxUrl'));
    const rendered = renderSession({ baseUrl: inject('sandboxUrl') });

    await act(async () => {
      const first = rendered.session().signIn(username, password);
      const second = rendered.session().signIn(username, password);
      expect(second).toBe(first);
      await first;
    });

    expect(rendered.sentTo(SIGN_IN_PATH)).toHaveLength(1);
    expect(rendered.session().status).toBe('signedIn');
  });

  it('202: asks for a new password, keeps the credentials out of storage, then signs in with it', async () => {
    const url = inject('sandboxUrl');
    const user = await createUser(url, { grants: { customerProfile: 'Y' } });
    const rendered = renderSession({ baseUrl: url });

    let outcome;
    await act(async () => {
      outcome = await rendered.session().signIn(user.username, user.temporaryPassword);
    });
    expect(outcome).toEqual({ kind: 'newPasswordRequired' });
    expect(rendered.session().status).toBe('newPasswordRequired');
    expect(rendered.session().user).toBeNull();
    expect(browserStorage().session.length).toBe(0);

    await act(async () => {
      outcome = await rendered.session().completeNewPassword(NEW_PASSWORD);
    });
    expect(outcome).toEqual({ kind: 'signedIn' });
    const session = rendered.session();
    expect(session.status).toBe('signedIn');
    expect(session.user).toMatchObject({ userName: user.username, merchantProfile: { merchantId: '1000000001' } });
    // A first sign-in has no previous one to show.
    expect(session.user?.lastLogin).toBeUndefined();
    expect(session.user?.roles).toEqual(expect.arrayContaining(['DD_ACCOUNT_PROFILE', 'DD_ACCOUNT_CUSTOMER_PROFILE']));
    expect(session.permissions).toMatchObject({ merchantProfile: true, customerProfile: true, userManagement: false });
    expect(browserStorage().session.getItem(SESSION_STORAGE_KEY)).not.toContain(user.temporaryPassword);
  });

  it('shows the previous last login, then records this one', async () => {
    const url = inject('sandboxUrl');
    const { username, password } = await createActiveUser(url);
    const first = renderSession({ baseUrl: url });
    await act(async () => {
      await first.session().signIn(username, password);
    });
    const firstToken = first.session().getTokens()!.idToken;
    // Recording the last login runs after sign-in without blocking it: wait for the server.
    let recorded: string | null | undefined;
    await waitFor(async () => {
      recorded = (await userDetailsStatus(url, username, firstToken)).lastLogin;
      expect(recorded).toMatch(/^\d{14}$/);
    });
    first.unmount();
    browserStorage().session.clear();

    const second = renderSession({ baseUrl: url });
    await act(async () => {
      await second.session().signIn(username, password);
    });
    expect(second.session().user?.lastLogin).toBe(recorded);
  });

  it('cancelling the new password forgets the credentials', async () => {
    const url = inject('sandboxUrl');
    const user = await createUser(url);
    const rendered = renderSession({ baseUrl: url });
    await act(async () => {
      await rendered.session().signIn(user.username, user.temporaryPassword);
    });
    act(() => rendered.session().cancelNewPassword());
    expect(rendered.session().status).toBe('signedOut');
    await expect(rendered.session().completeNewPassword(NEW_PASSWORD)).resolves.toEqual({
      kind: 'error',
      message: COMMON_MESSAGES.sessionExpired,
      code: 'common.sessionExpired',
    });
  });

  it("a wrong password shows the server's message and stays signed out", async () => {
    const url = inject('sandboxUrl');
    const { username } = await createActiveUser(url);
    const rendered = renderSession({ baseUrl: url });

    let outcome;
    await act(async () => {
      outcome = await rendered.session().signIn(username, 'Wrong#Pass123');
    });

    // The spec's text, which the catalogue holds: by its key, so the login form can show it in Thai.
    expect(outcome).toEqual({ kind: 'error', message: 'The username or password is incorrect', code: 'changePassword.serverIncorrect' });
    expect(rendered.session().status).toBe('signedOut');
    expect(browserStorage().session.length).toBe(0);
  });

  it("a call without any response gives 'Service Unavailable'", async () => {
    const rendered = renderSession({ baseUrl: 'http://127.0.0.1:9' });
    let outcome;
    await act(async () => {
      outcome = await rendered.session().signIn('demo_full', DEMO_PASSWORD);
    });
    expect(outcome).toEqual({ kind: 'error', message: COMMON_MESSAGES.serviceUnavailable, code: 'common.serviceUnavailable' });
    expect(COMMON_MESSAGES.serviceUnavailable).toBe('Service Unavailable');
    expect(rendered.session().status).toBe('signedOut');
  });
});

describe('SessionProvider restore', () => {
  it('keeps the user signed in across a reload of the tab', async () => {
    const url = inject('sandboxUrl');
    const { username, password } = await createActiveUser(url);
    const first = renderSession({ baseUrl: url });
    await act(async () => {
      await first.session().signIn(username, password);
    });
    first.unmount();

    const reloaded = renderSession({ baseUrl: url });
    expect(reloaded.session().status).toBe('signedIn');
    expect(reloaded.session().user?.userName).toBe(username);
    expect(reloaded.sent).toEqual([]);
  });

  it('signs out cleanly when the tokens are stored but the user is not', async () => {
    const url = inject('sandboxUrl');
    const { username, password } = await createActiveUser(url);
    const tokens = await signInTokens(url, username, password);
    browserStorage().session.setItem(SESSION_STORAGE_KEY, JSON.stringify({ tokens, user: null }));

    const rendered = renderSession({ baseUrl: url });

    await waitFor(() => expect(browserStorage().session.getItem(SESSION_STORAGE_KEY)).toBeNull());
    expect(rendered.session().status).toBe('signedOut');
    expect(rendered.session().expiredNotice).toBeNull();
    // The half-made session was also ended on the server.
    await waitFor(async () => expect((await userDetailsStatus(url, username, tokens.idToken)).status).toBe(401));
  });
});
