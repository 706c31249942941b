import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
// Only a type: the dialog's code (Ark's dialog, its focus trap and layers) stays out of the
// bundle of the login page, which runs the session provider too.
import type { SessionWarningDialogProps } from './session-warning';

type WarningDialog = ComponentType<SessionWarningDialogProps>;

let loaded: WarningDialog | undefined;
let loading: Promise<WarningDialog> | undefined;

/** Fetches the warning dialog's code once; a failed fetch may be tried again. */
export function loadSessionWarningDialog(): Promise<WarningDialog> {
  loading ??= import('./session-warning').then(
    (module) => (loaded = module.SessionWarningDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Props of {@link SessionWarning}. */
export interface SessionWarningProps extends SessionWarningDialogProps {
  /** A session is open that may go idle: the dialog's code is fetched now, well before a warning. */
  armed: boolean;
}

/**
 * The idle warning as `SessionProvider` renders it: the dialog, loaded on demand once somebody
 * is signed in (not at the warning, when the network may be gone). Should its code not arrive,
 * there is no dialog and the session still ends at the idle timeout, as without a warning.
 */
export function SessionWarning({ armed, ...dialog }: SessionWarningProps) {
  const [Dialog, setDialog] = useState<WarningDialog | undefined>(() => loaded);
  const warning = dialog.endsAt !== null;
  useEffect(() => {
    if (Dialog || !(armed || warning)) return undefined;
    let current = true;
    loadSessionWarningDialog().then(
      (component) => {
        if (current) setDialog(() => component);
      },
      () => {
        // Offline: tried again when the warning comes on.
      },
    );
    return () => {
      current = false;
    };
  }, [Dialog, armed, warning]);
  return Dialog ? <Dialog {...dialog} /> : null;
}
