import type { HTMLAttributes } from 'react';
import { PORTAL_ROOT_CLASS } from './portal-root-class';

/**
 * The element every portal screen renders under: it carries the class the scoped reset, base
 * typography and isolation rule hang on. `PortalProvider` renders one; render it yourself only
 * when you use primitives without the provider.
 */
export function PortalRoot({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={className ? `${PORTAL_ROOT_CLASS} ${className}` : PORTAL_ROOT_CLASS} />;
}
