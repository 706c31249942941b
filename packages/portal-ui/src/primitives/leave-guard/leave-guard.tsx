import { CONTROL_TEXTS } from '@lego-portal/rules';
import { useEffect } from 'react';
import type { LeaveGuardState } from '../../provider/navigation';
import { usePortal } from '../../provider/portal-provider';
import { useTexts } from '../../texts/texts-context';
import { ConfirmDialog } from '../confirm-dialog';

/** Props of {@link LeaveGuard}. */
export interface LeaveGuardProps {
  /** True while leaving would lose something: e.g. `isDirty && !saving`. */
  when: boolean;
  /** The dialog's title; 'Leave this page' in the portal's language by default. */
  title?: string;
  /** The question; 'Your changes have not been saved. Are you sure to leave this page?' by default. */
  message?: string;
  /** 'Leave' by default. */
  leaveLabel?: string;
  /** 'Stay' by default. */
  stayLabel?: string;
}

const NOT_GUARDED: LeaveGuardState = { blocked: false, proceed: () => {}, stay: () => {} };
/** For adapters without `useLeaveGuard`: nothing is ever held. */
function useNoLeaveGuard(): LeaveGuardState {
  return NOT_GUARDED;
}

/** While `when` is true, a reload or closing the tab asks through the browser's own dialog. */
function useAskBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set; its text is never shown any more.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}

/**
 * Asks before leaving a page with unsaved changes. While `when` is true, a navigation away from
 * the page (a link, the screen's own `navigate()`, Back) is held by the host's navigation
 * (`PortalNavigation.useLeaveGuard`) and an `alertdialog` asks: Leave lets it happen; Stay or
 * Escape keeps the page as it is, focus back where it was. Focus starts on Stay, so Enter never
 * throws the changes away. A reload or closing the tab asks through the browser's own dialog.
 * With a host adapter that has no `useLeaveGuard`, only the browser's dialog asks.
 *
 * Renders nothing but the dialog; put one on the page, beside the form.
 *
 * @example
 * <LeaveGuard when={isDirty && !saving} />
 */
export function LeaveGuard({ when, title, message, leaveLabel, stayLabel }: LeaveGuardProps) {
  const texts = useTexts('control', CONTROL_TEXTS);
  const { navigation } = usePortal();
  // The adapter is fixed for the provider's life, so the same hook runs on every render.
  const useGuard = navigation.useLeaveGuard ?? useNoLeaveGuard;
  const guard = useGuard(when);
  useAskBeforeUnload(when);
  return (
    <ConfirmDialog
      open={guard.blocked}
      // The answers are given by onConfirm and onCancel; the held navigation decides `open`.
      onOpenChange={() => {}}
      title={title ?? texts.leaveTitle}
      message={message ?? texts.leaveMessage}
      confirmLabel={leaveLabel ?? texts.leave}
      cancelLabel={stayLabel ?? texts.stay}
      onConfirm={guard.proceed}
      onCancel={guard.stay}
      destructive
    />
  );
}
