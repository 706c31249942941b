/**
 * Rendering a screen in a component test as demo_full (merchant 1000000001) against the test
 * run's real sandbox, watching the requests it sends. Shared by every screen's tests; not part of
 * the published package.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MemoryNavigation } from '../provider/memory-navigation';
import { createMemoryNavigation } from '../provider/memory-navigation';
import { TextsProvider } from '../texts/texts-context';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from './portal-harness';

/** A request a screen sent: method, path and parsed JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** What {@link renderAsAdmin} gives a test. */
export interface AdminRender {
  navigation: MemoryNavigation;
  /** Every request sent, oldest first. */
  sent: SentRequest[];
  /** The requests whose path ends with `suffix`. */
  sentTo(suffix: string): SentRequest[];
  /** Switches the portal's language in place, as a host's language switch does. */
  setLocale(locale: PortalLocale): void;
  unmount(): void;
}

/**
 * Renders `ui` as demo_full against the sandbox at `url`, in `locale` (English by default). The
 * client's fetch is the real one, wrapped only to note what was sent (so a test can count
 * requests and read their bodies).
 */
export function renderAsAdmin(
  ui: ReactElement,
  {
    url,
    tokens,
    path = '/',
    locale = 'en',
    failWrites = false,
  }: {
    url: string;
    tokens: TokenSet;
    path?: string;
    locale?: PortalLocale;
    /** PUT requests fail as a dropped connection does (the gateway went away after the page loaded). */
    failWrites?: boolean;
  },
): AdminRender {
  const navigation = createMemoryNavigation(path);
  const sent: SentRequest[] = [];
  let current: TokenSet | null = tokens;
  const client = createLegoClient({
    baseUrl: url,
    session: { getTokens: () => current, setTokens: (next) => (current = next) },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = request.body ? await request.clone().text() : '';
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
      if (failWrites && request.method === 'PUT') throw new TypeError('Failed to fetch');
      return fetch(request);
    },
  });
  const session = staticSession({ ...FULL_ACCESS_USER });
  const tree = (shown: PortalLocale) => (
    <TextsProvider locale={shown}>
      <PortalHarness client={client} session={session} navigation={navigation}>
        {ui}
      </PortalHarness>
    </TextsProvider>
  );
  const view = render(tree(locale));
  return {
    navigation,
    sent,
    sentTo: (suffix) => sent.filter((request) => request.path.endsWith(suffix)),
    setLocale: (next) => view.rerender(tree(next)),
    unmount: view.unmount,
  };
}

/** Paths of the user calls, for `sentTo`. */
