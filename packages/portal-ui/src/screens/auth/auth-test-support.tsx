/**
 * Shared by the component tests of the sign-in screens (not by the package): rendering a screen
 * against the test run's sandbox with a {@link FakeSessionController}, and preparing throwaway
 * users through the real HTTP API. Demo accounts are only ever read from, never changed.
 */
import type { TokenSet } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { inject } from 'vitest';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { PortalHarness } from '../../test-support/portal-harness';
import { createTemporaryUser } from '../../test-support/sandbox-accounts';
import { TextsProvider } from '../../texts/texts-context';
import type { FakeSessionControllerProps } from './fake-session-controller';
import { FakeSessionController } from './fake-session-controller';

/** A closed port: every call fails without an answer, which the client turns into a 503. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/** A password the rules accept, different for every call. */
export function strongPassword(): string {
  return `Pw#${Math.random().toString(36).slice(2, 8)}A1`;
}

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions extends Omit<FakeSessionControllerProps, 'children'> {
  /** API origin; the sandbox by default. */
  baseUrl?: string;
  /** Tokens the client sends as bearer (defaults to `tokens`, else fake story tokens). */
  clientTokens?: TokenSet | null;
  initialPath?: string;
  /** The portal's language to start in; English by default. */
  locale?: PortalLocale;
}

/** What {@link renderScreen} returns: the render result, the navigation, and a language switch. */
export type RenderedScreen = RenderResult & {
  navigation: MemoryNavigation;
  /** Switches the portal's language in place, as a host does (nothing is remounted). */
  setLocale: (locale: PortalLocale) => void;
};

/** Renders `ui` with a portal harness and a fake session controller; returns the navigation too. */
export function renderScreen(
  ui: ReactElement,
  { baseUrl, clientTokens, initialPath = '/', locale = 'en', ...session }: RenderScreenOptions = {},
): RenderedScreen {
  const navigation: MemoryNavigation = createMemoryNavigation(initialPath);
  const tokens = clientTokens === undefined ? session.tokens : clientTokens;
  const url = baseUrl ?? inject('sandboxUrl');
  const tree = (current: PortalLocale) => (
    <TextsProvider locale={current}>
      <PortalHarness baseUrl={url} tokens={tokens ?? undefined} navigation={navigation}>
        <FakeSessionController {...session}>{ui}</FakeSessionController>
      </PortalHarness>
    </TextsProvider>
  );
  const result = render(tree(locale));
  return { ...result, navigation, setLocale: (next) => result.rerender(tree(next)) };
}

async function signInRequest(url: string, body: Record<string, string>) {
  const response = await fetch(`${url}/api/lego-authorization/ext/cognito/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A new user whose first sign-in (202) was completed with `password`, and its tokens. */
export async function createActiveUser(url: string): Promise<{ username: string; password: string; tokens: TokenSet }> {
  const user = await createTemporaryUser(url);
  const password = strongPassword();
  const { status, body } = await signInRequest(url, { username: user.username, password: user.temporaryPassword, newPassword: password });
  if (status !== 200) throw new Error(`first sign-in of ${user.username} answered ${status}`);
  return { username: user.username, password, tokens: body as TokenSet };
}

/** The HTTP status of a plain sign-in, to check what a screen changed on the server. */
export async function signInStatus(url: string, username: string, password: string): Promise<number> {
  return (await signInRequest(url, { username, password })).status;
}
