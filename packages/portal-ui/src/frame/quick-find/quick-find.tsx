import { Suspense, lazy, useCallback, useState } from 'react';
import { css } from '../../../styled-system/css';
import { usePortalSession } from '../../provider/portal-provider';
import { useSlashKeyPreference } from './slash-key-preference';
import { useSlashKey } from './use-slash-key';

// The search (its calls, list and keys) is a chunk of its own, asked for as the frame shows: the
// frame appears without waiting for it, and the sign-in page never carries it.
const QuickFindBox = lazy(() => import('./quick-find-box'));

// Holds the box's place while its chunk arrives, so the header does not shift.
const placeholder = css({ flex: '0 1 22rem', minWidth: '12rem', '@container lp-frame (width < 48rem)': { flex: '0 0 auto', minWidth: '9', width: '9', marginInlineStart: '-1' } });

/**
 * `/` pressed while the box's chunk is still on its way: the key is taken (no "/" lands in the
 * page) and remembered, so the box opens as it arrives, as long as the focus is still where the
 * key was pressed (the person did not move on meanwhile). Once the box is there, its own key
 * handling takes over. Answers what the box needs to know: the focus it was asked for, if any.
 */
function useEarlySlash(): { asked: Element | null; ready: () => void } {
  const [slashKeyOn] = useSlashKeyPreference();
  const [loaded, setLoaded] = useState(false);
  const [asked, setAsked] = useState<Element | null>(null);
  useSlashKey(() => setAsked(document.activeElement ?? document.body), slashKeyOn && !loaded);
  const ready = useCallback(() => setLoaded(true), []);
  return { asked, ready };
}

/**
 * Quick find (issue 32), in the frame's header: a combobox (ARIA 1.2, list autocomplete) that
 * takes a transaction number, a merchant reference, a customer account number or a username and
 * opens the one record it names, or lists the matches grouped by kind. `/` outside a text field
 * focuses it (also when pressed before its chunk arrived). It asks only the list calls the user's
 * roles allow (the rules' `quickFindCalls`), as the person types (after a pause, from three
 * characters) or at Enter. Empty and focused, it
 * lists the session's recent finds. Arrow keys move among the matches, Enter opens the active one
 * (or the only one), Escape closes the list, then clears the box. Below 48rem of frame width a
 * button opens it in a row under the header. Shown only to a user who may find something.
 */
export function QuickFind() {
  const { permissions } = usePortalSession();
  const finds = permissions.onlineTransactionReport || permissions.scheduledTransactionReport || permissions.customerProfile || permissions.userManagement;
  if (!finds) return null;
  return <QuickFindLoading />;
}

/** The box, or its placeholder while its chunk arrives (taking an early `/` meanwhile). */
function QuickFindLoading() {
  const { asked, ready } = useEarlySlash();
  return (
    <Suspense fallback={<div aria-hidden="true" className={placeholder} />}>
      <QuickFindBox focusAskedFrom={asked} onReady={ready} />
    </Suspense>
  );
}
