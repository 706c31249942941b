/**
 * The one way a component test renders the portal: `ui` inside PortalHarness as a user, at a
 * path, in a language, with a real lego-* client against the test run's sandbox whose requests
 * are noted (the fetch is the real one, only wrapped). Not part of the published package.
 */
import type { LegoClient, TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { inject } from 'vitest';
import type { MemoryNavigation } from '../provider/memory-navigation';
import { createMemoryNavigation } from '../provider/memory-navigation';
import type { PortalPaths } from '../provider/paths';
import type { SessionUser } from '../session/session-types';
import { TextsProvider } from '../texts/texts-context';
import { FULL_ACCESS_USER, PortalHarness, staticSession, storyTokens } from './portal-harness';

/** A request the portal sent: method, path and parsed JSON body (null without one). */
export interface SentRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/**
 * A fetch that notes every request in `sent` and passes it to the real one; with `failWrites`,
 * PUT requests fail as a dropped connection does (the gateway went away after the page loaded).
 */
export function recordingFetch(sent: SentRequest[], { failWrites = false }: { failWrites?: boolean } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const text = request.body ? await request.clone().text() : '';
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      // Not JSON (none of the portal's calls today): noted without a body.
    }
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    if (failWrites && request.method === 'PUT') throw new TypeError('Failed to fetch');
    return fetch(request);
  };
}

/** The API a render talks to. */
export interface PortalSandbox {
  /** The API origin: the test run's sandbox by default (a closed port makes every call a 503). */
  url?: string;
  /** Tokens the client sends: fake unexpiring ones by default (enough where nothing is read); null: none. */
  tokens?: TokenSet | null;
  /** PUT requests fail as a dropped connection does. */
  failWrites?: boolean;
}

/** Options of {@link renderPortal}. */
export interface RenderPortalOptions {
  /**
   * The signed-in user the screens see: demo_full of merchant 1000000001 with every role, with
   * the fields given here over it (e.g. `{ roles: [...] }`); null: signed out; 'from-ui': the
   * harness gives no session, a SessionProvider or fake controller in `ui` does.
   */
  user?: Partial<SessionUser> | null | 'from-ui';
  /** Where the memory navigation starts; '/' by default. */
  path?: string;
  /** The portal's language to start in; English by default. */
  locale?: PortalLocale;
  sandbox?: PortalSandbox;
  /** Route builders; the spec's table by default. */
  paths?: PortalPaths;
  /** Observes sign-outs of the fixed session. */
  onSignOut?: () => void;
}

/** What {@link renderPortal} gives a test: testing-library's render result and more. */
export type PortalRender = RenderResult & {
  navigation: MemoryNavigation;
  client: LegoClient;
  /** Every request sent, oldest first. */
  sent: SentRequest[];
  /** The requests whose path ends with `suffix`. */
  sentTo(suffix: string): SentRequest[];
  /** Switches the portal's language in place, as a host's language switch does (nothing remounts). */
  setLocale(locale: PortalLocale): void;
  /** A user-event instance for this render. */
  user: ReturnType<typeof userEvent.setup>;
};

/** Renders `ui` as `user` at `path` in `locale`, against `sandbox` (see {@link RenderPortalOptions}). */
export function renderPortal(ui: ReactElement, { user, path = '/', locale = 'en', sandbox = {}, paths, onSignOut }: RenderPortalOptions = {}): PortalRender {
  const navigation = createMemoryNavigation(path);
  const sent: SentRequest[] = [];
  let current: TokenSet | null = sandbox.tokens === undefined ? storyTokens() : sandbox.tokens;
  const client = createLegoClient({
    baseUrl: sandbox.url ?? inject('sandboxUrl'),
    session: { getTokens: () => current, setTokens: (next) => (current = next) },
    fetch: recordingFetch(sent, { failWrites: sandbox.failWrites }),
  });
  const session = user === 'from-ui' ? undefined : staticSession(user === null ? null : { ...FULL_ACCESS_USER, ...user }, onSignOut);
  const tree = (shown: PortalLocale) => (
    <TextsProvider locale={shown}>
      <PortalHarness client={client} session={session} navigation={navigation} paths={paths}>
        {ui}
      </PortalHarness>
    </TextsProvider>
  );
  const view = render(tree(locale));
  return {
    ...view,
    navigation,
    client,
    sent,
    sentTo: (suffix) => sent.filter((request) => request.path.endsWith(suffix)),
    setLocale: (next) => view.rerender(tree(next)),
    user: userEvent.setup(),
  };
}
