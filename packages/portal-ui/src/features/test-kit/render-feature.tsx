/**
 * Rendering a feature in a component test against the test run's real sandbox: a user of
 * merchant 1000000001 (demo_full with every role by default, or only `roles`), the host's `paths`
 * (the spec's table by default) and a memory navigation at `path`. Not part of the published package.
 */
import type { TokenSet } from '@lego-portal/api-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import type { PortalPaths } from '../../provider/paths';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';

/** Renders `ui` at `path`; `roles` replaces demo_full's (a session without a feature's permission). */
export function renderFeature(
  ui: ReactElement,
  { url, tokens, path, roles, paths }: { url: string; tokens?: TokenSet; path: string; roles?: string[]; paths?: PortalPaths },
): { navigation: MemoryNavigation; unmount(): void } {
  const navigation = createMemoryNavigation(path);
  const session = staticSession(roles ? { ...FULL_ACCESS_USER, roles } : FULL_ACCESS_USER);
  const view = render(
    <PortalHarness baseUrl={url} tokens={tokens} session={session} navigation={navigation} paths={paths}>
      {ui}
    </PortalHarness>,
  );
  return { navigation, unmount: view.unmount };
}
