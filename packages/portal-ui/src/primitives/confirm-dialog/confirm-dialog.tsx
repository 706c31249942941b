import { LABELS } from '@lego-portal/rules';
import { useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../../texts/texts-context';
import { Button } from '../button';
import { Dialog } from '../dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, e.g. 'Are you sure to delete this user?'. */
  message: ReactNode;
  /** 'Confirm' in the portal's language by default. */
  confirmLabel?: string;
  /** 'Cancel' in the portal's language by default. */
  cancelLabel?: string;
  /** May return a promise: the confirm button stays busy and the dialog closes once it settles. */
  onConfirm: () => unknown;
  onCancel?: () => void;
  /** Styles the confirm button as destructive. */
  destructive?: boolean;
  /** Element focused on close; by default the one focused before it opened (see {@link DialogProps}). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * Asks for a yes/no answer in an `alertdialog`. Focus starts on Cancel, so Enter right after
 * opening never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  finalFocusEl,
}: ConfirmDialogProps) {
  const labels = useTexts('label', LABELS);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      role="alertdialog"
      title={title}
      description={message}
      closeOnInteractOutside={false}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={cancel} disabled={busy}>
            {cancelLabel ?? labels.cancel}
          </Button>
          <Button variant={destructive ? 'danger' : 'solid'} onClick={confirm} loading={busy}>
            {confirmLabel ?? labels.confirm}
          </Button>
        </>
      }
    />
  );
}
