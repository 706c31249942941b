/**
 * Shared by the component tests of the sign-in screens (not by the package): rendering a screen
 * with {@link renderPortal} around a {@link FakeSessionController} (the session the screen acts
 * on). Throwaway users come from @lego-portal/test-kit; demo accounts are only ever read from.
 */
import type { TokenSet } from '@lego-portal/api-client';
import type { PortalLocale } from '@lego-portal/rules';
import type { ReactElement } from 'react';
import type { PortalRender } from '../../test-support/render-portal';
import { renderPortal } from '../../test-support/render-portal';
import type { FakeSessionControllerProps } from './fake-session-controller';
import { FakeSessionController } from './fake-session-controller';

/** A closed port: every call fails without an answer, which the client turns into a 503. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/** Options of {@link renderScreen}: the fake controller's props, and where the client points. */
export interface RenderScreenOptions extends Omit<FakeSessionControllerProps, 'children'> {
  /** API origin; the sandbox by default. */
  baseUrl?: string;
  /** Tokens the client sends as bearer (defaults to `tokens`, else fake story tokens). */
  clientTokens?: TokenSet | null;
  initialPath?: string;
  /** The portal's language to start in; English by default. */
  locale?: PortalLocale;
}

/** Renders `ui` under a fake session controller with {@link renderPortal}. */
export function renderScreen(ui: ReactElement, { baseUrl, clientTokens, initialPath = '/', locale = 'en', ...session }: RenderScreenOptions = {}): PortalRender {
  const tokens = clientTokens === undefined ? session.tokens : clientTokens;
  return renderPortal(<FakeSessionController {...session}>{ui}</FakeSessionController>, {
    user: 'from-ui',
    path: initialPath,
    locale,
    sandbox: { url: baseUrl, tokens: tokens ?? undefined },
  });
}
