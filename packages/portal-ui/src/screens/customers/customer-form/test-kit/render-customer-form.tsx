/**
 * Renders the customer form in a component test against the test run's real sandbox, signed in
 * as `username` of `merchantId` (the session the form reads its merchant from), noting every
 * request it sends. Not part of the published package.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { createLegoClient } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SentRequest } from '../../../../test-support/render-as-admin';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../../test-support/portal-harness';
import { TextsProvider } from '../../../../texts/texts-context';

export const CHANGE_HANDLER_PATH = '/api/lego-changehandler/ext/changehandler/';
export const MERCHANT_LOOKUP_PATH = '/api/lego-customerprofile/ext/customerprofile/merchant';
export const CUSTOMER_LOOKUP_PATH = '/api/lego-customerprofile/ext/customerprofile/customer';

/** What {@link renderCustomerForm} gives a test. */
export interface CustomerFormRender {
  /** Every request sent, oldest first. */
  sent: SentRequest[];
  /** The requests to `path`. */
  sentTo(path: string): SentRequest[];
  unmount(): void;
}

/** Renders `ui` for `username` (a user of `merchantId`) with `tokens`; `failWrites` drops every PUT as a lost connection does. */
export function renderCustomerForm(
  ui: ReactElement,
  { url, tokens, username, merchantId, locale = 'en', failWrites = false }: { url: string; tokens: TokenSet; username: string; merchantId: string; locale?: PortalLocale; failWrites?: boolean },
): CustomerFormRender {
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
  const session = staticSession({ ...FULL_ACCESS_USER, userName: username, merchantProfile: { merchantId, merchantName: 'Merchant' } });
  const view = render(
    <TextsProvider locale={locale}>
      <PortalHarness client={client} session={session}>
        {ui}
      </PortalHarness>
    </TextsProvider>,
  );
  return { sent, sentTo: (path) => sent.filter((request) => request.path === path), unmount: view.unmount };
}
