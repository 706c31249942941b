import { useEffect } from 'react';
import { usePortal } from '../provider/portal-provider';

/**
 * Sends the page to the host's not-found path once `notFound` holds (an unknown route action, an
 * id the server does not know, a record of another merchant), replacing the history entry so Back
 * does not return to it. Pass a failed *first* load only: a refetch that fails after a deletion
 * must leave the page on its result message.
 */
export function useNotFoundRedirect(notFound: boolean): void {
  const { navigation, paths } = usePortal();
  useEffect(() => {
    if (notFound) navigation.navigate(paths.notFound(), { replace: true });
  }, [notFound, navigation, paths]);
}
