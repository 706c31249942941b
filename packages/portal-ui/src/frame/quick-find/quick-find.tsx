import { Suspense, lazy } from 'react';
import { css } from '../../../styled-system/css';
import { usePortalSession } from '../../provider/portal-provider';

// The search (its calls, list and keys) is a chunk of its own, asked for as the frame shows: the
// frame appears without waiting for it, and the sign-in page never carries it.
const QuickFindBox = lazy(() => import('./quick-find-box'));

// Holds the box's place while its chunk arrives, so the header does not shift.
const placeholder = css({ flex: '0 1 22rem', minWidth: '12rem', '@container lp-frame (width < 48rem)': { flex: '0 0 auto', minWidth: '9', width: '9', marginInlineStart: '-1' } });

/**
 * Quick find (issue 32), in the frame's header: a combobox (ARIA 1.2, list autocomplete) that
 * takes a transaction number, a merchant reference, a customer account number or a username and
 * opens the one record it names, or lists the matches grouped by kind. `/` outside a text field
 * focuses it. It asks only the list calls the user's roles allow (the rules' `quickFindCalls`),
 * as the person types (after a pause, from three characters) or at Enter. Empty and focused, it
 * lists the session's recent finds. Arrow keys move among the matches, Enter opens the active one
 * (or the only one), Escape closes the list, then clears the box. Below 48rem of frame width a
 * button opens it in a row under the header. Shown only to a user who may find something.
 */
export function QuickFind() {
  const { permissions } = usePortalSession();
  const finds = permissions.onlineTransactionReport || permissions.scheduledTransactionReport || permissions.customerProfile || permissions.userManagement;
  if (!finds) return null;
  return (
    <Suspense fallback={<div aria-hidden="true" className={placeholder} />}>
      <QuickFindBox />
    </Suspense>
  );
}
