import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { CONTROL_TEXTS } from '@lego-portal/rules';
import { toast as toastRecipe } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { PortalLayer } from '../../theme/portal-layer';

/**
 * The portal's toast queue. Call `toaster.create({ title, description, type })` with `type`
 * `success`, `error`, `warning` or `info`; render one {@link Toaster} near the root to show them.
 */
export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 16, duration: 5000 });

/**
 * Renders the queued toasts in a polite live region named 'Notifications (Alt+T)' (Ark's
 * shortcut to it); each can be dismissed with its close button.
 */
export function Toaster() {
  const styles = toastRecipe();
  const texts = useTexts('control', CONTROL_TEXTS);
  return (
    <PortalLayer>
      <ArkToaster toaster={toaster} aria-label={texts.notifications}>
        {(toast) => (
          <Toast.Root key={toast.id} className={styles.root}>
            <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description className={styles.description}>{toast.description}</Toast.Description> : null}
            <Toast.CloseTrigger className={styles.closeTrigger} aria-label={texts.dismissNotification}>
              <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ArkToaster>
    </PortalLayer>
  );
}
