import { LABELS } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { useTexts } from '../../texts/texts-context';
import { Button } from '../button';
import { Dialog, DialogCloseTrigger } from '../dialog';

/** Props of {@link ResultModal}. */
export interface ResultModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `success` or `error`: sets the icon and its colour. */
  variant: 'success' | 'error';
  /** Verbatim from the spec, e.g. 'Create user successful' or 'Create user error'. */
  title: ReactNode;
  /** Body, e.g. the first validation message of the server. */
  message?: ReactNode;
  /** Label of the closing button; 'OK' in the portal's language by default. */
  actionLabel?: string;
  /** Called when the closing button is pressed (e.g. navigate back to the list). */
  onAction?: () => void;
  /** Element focused once it closes, when what had the focus before may be gone (see `Dialog`). */
  finalFocusEl?: () => HTMLElement | null;
}

function ResultIcon({ variant }: { variant: 'success' | 'error' }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      {variant === 'success' ? <path d="M7 12.5l3.5 3.5 6.5-8" /> : <path d="M8 8l8 8M16 8l-8 8" />}
    </svg>
  );
}

/**
 * The outcome of an action, as the spec's '{Action} user successful' / '{Action} user error'
 * modals: an `alertdialog` whose title says what happened and whose body says why.
 */
export function ResultModal({ open, onOpenChange, variant, title, message, actionLabel, onAction, finalFocusEl }: ResultModalProps) {
  const labels = useTexts('label', LABELS);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      role="alertdialog"
      tone={variant === 'success' ? 'success' : 'danger'}
      icon={<ResultIcon variant={variant} />}
      title={title}
      description={message}
      footer={
        <DialogCloseTrigger>
          <Button onClick={onAction}>{actionLabel ?? labels.ok}</Button>
        </DialogCloseTrigger>
      }
    />
  );
}
