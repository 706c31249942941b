// The frame (header with its user menu, side menu, footer) is its own chunk: the sign-in page
// never shows it, and its menu and popover code would otherwise weigh on the login's first load.
import { PortalFrame } from '@lego-portal/portal-ui';
import type { ReactNode } from 'react';
import { HostLocaleSwitch } from './locale';

/** The portal's frame with the host's language switch in its header. */
export default function HostFrame({ children }: { children: ReactNode }) {
  return <PortalFrame headerActions={<HostLocaleSwitch />}>{children}</PortalFrame>;
}
