import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { PORTAL_ROOT_CLASS } from './portal-root-class';

/**
 * Portals floating parts (listboxes, menus, dialogs, toasts) to the end of `<body>` inside an
 * element carrying the portal root class, so the scoped reset, base typography and isolation
 * rule still apply although they leave the screen's DOM subtree.
 */
export function PortalLayer({ children }: { children: ReactNode }) {
  return (
    <Portal>
      <div className={PORTAL_ROOT_CLASS}>{children}</div>
    </Portal>
  );
}
