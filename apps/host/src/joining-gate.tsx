import { useSession } from '@lego-portal/portal-ui';
import type { ReactNode } from 'react';
import { PageLoading } from './page-loading';

/**
 * While a tab opened without a session asks the other tabs for theirs (a fraction of a second,
 * and only when another tab holds one), the page shows it is loading instead of flashing the
 * login form at someone who is about to land signed in.
 */
export function JoiningGate({ children }: { children: ReactNode }) {
  return useSession().status === 'joining' ? <PageLoading /> : children;
}
