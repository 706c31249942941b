import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useLocale } from '../texts/texts-context';
import { PORTAL_ROOT_CLASS } from './portal-root-class';

/**
 * Portals floating parts (listboxes, menus, dialogs, toasts) to the end of `<body>` inside an
 * element carrying the portal root class, so the scoped reset, base typography and isolation
 * rule still apply although they leave the screen's DOM subtree. It carries the portal's
 * language too (`lang`), which the host's page may not share.
 */
export function PortalLayer({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <Portal>
      <div className={PORTAL_ROOT_CLASS} lang={locale}>
        {children}
      </div>
    </Portal>
  );
}
