/**
 * The saved views' dialogs (Save view, Rename view, and the question before Delete), a chunk of
 * their own: `SavedViewsMenu` loads it when its menu first opens, so a list pays for the dialogs
 * only once a person saves, renames or deletes a view.
 */
import { formatMessage, SAVED_VIEW_TEXTS } from '@lego-portal/rules';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { useTexts } from '../../texts/texts-context';
import type { SavedView } from './saved-view-list';
import type { SavedViews } from './use-saved-views';
import { ViewNameDialog, type ViewNameDialogProps } from './view-name-dialog';

/** The dialog asked for last; `open` turns false to close it, so the dialog closes as Ark's do and gives focus back. */
export type Dialog = ({ kind: 'save' } | { kind: 'rename' | 'delete'; view: SavedView }) & { open: boolean; serial: number };

/** Props of {@link ViewDialogs}. */
export interface ViewDialogsProps {
  dialog: Dialog | null;
  onClose: () => void;
  /** Where each dialog puts the focus when it closes (the Views button). */
  finalFocusEl: () => HTMLElement | null;
  /** Every view's name. */
  names: string[];
  dates: ViewNameDialogProps['dates'];
  day: ViewNameDialogProps['day'];
  savesColumns: boolean;
  views: SavedViews;
  onStatus: (status: string) => void;
}

/** The dialog open now: Save view, Rename view, or the question before Delete. */
export default function ViewDialogs({ dialog, onClose, finalFocusEl, names, dates, day, savesColumns, views, onStatus }: ViewDialogsProps) {
  const texts = useTexts('savedView', SAVED_VIEW_TEXTS);
  return (
    <>
      {dialog?.kind === 'save' ? (
        <ViewNameDialog
          key={dialog.serial}
          mode="save"
          open={dialog.open}
          onOpenChange={(open) => !open && onClose()}
          finalFocusEl={finalFocusEl}
          taken={names}
          dates={dates}
          day={day}
          savesColumns={savesColumns}
          onSubmit={(answer) => {
            views.save(answer);
            onClose();
            onStatus(formatMessage(texts.viewSaved, { name: answer.name }));
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <ViewNameDialog
          key={dialog.serial}
          mode="rename"
          open={dialog.open}
          onOpenChange={(open) => !open && onClose()}
          finalFocusEl={finalFocusEl}
          taken={names.filter((name) => name !== dialog.view.name)}
          initialName={dialog.view.name}
          onSubmit={({ name }) => {
            views.rename(dialog.view.name, name);
            onClose();
            onStatus(formatMessage(texts.viewSaved, { name }));
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          key={dialog.serial}
          open={dialog.open}
          onOpenChange={(open) => !open && onClose()}
          finalFocusEl={finalFocusEl}
          title={texts.deleteView}
          message={formatMessage(texts.deleteConfirm, { name: dialog.view.name })}
          confirmLabel={texts.delete}
          cancelLabel={texts.cancel}
          destructive
          onConfirm={() => {
            views.remove(dialog.view.name);
            onStatus(formatMessage(texts.viewDeleted, { name: dialog.view.name }));
          }}
        />
      ) : null}
    </>
  );
}
