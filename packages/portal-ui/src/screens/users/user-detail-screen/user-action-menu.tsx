import type { UserAction } from '@lego-portal/rules';
import { LABELS, USER_MESSAGES, userActionsFor } from '@lego-portal/rules';
import { useState } from 'react';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { Menu } from '../../../primitives/menu';
import { useTexts } from '../../../texts/texts-context';

/** Props of {@link UserActionMenu}. */
export interface UserActionMenuProps {
  /** The user's status: it decides the entries (rules `userActionsFor`). */
  status: string;
  /** The record is the signed-in user's own: Edit only, as the server refuses the rest. */
  own?: boolean;
  /** Called with the chosen action; delete only after the confirmation. May return a promise. */
  onAction: (action: UserAction) => unknown;
  disabled?: boolean;
}

/**
 * The view mode's 'Action' dropdown: Edit and Lock while active, Unlock while locked, Delete
 * always, and Edit only on the signed-in user's own record; Delete first asks 'Are you sure to
 * delete this user?'. Nothing is shown when no action is offered.
 */
export function UserActionMenu({ status, own = false, onAction, disabled }: UserActionMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const labels = useTexts('label', LABELS);
  const texts = useTexts('user', USER_MESSAGES);
  const actions = userActionsFor(status, { own });
  if (actions.length === 0) return null;
  const items = actions.map((action) => ({
    value: action,
    // Each action's entry is the shared button label of the same name (Edit, Lock, Unlock, Delete).
    label: labels[action],
    tone: action === 'delete' ? ('danger' as const) : undefined,
  }));
  return (
    <>
      <Menu
        label={labels.action}
        items={items}
        disabled={disabled}
        onSelect={(value) => {
          const action = value as UserAction;
          if (action === 'delete') setConfirming(true);
          else void onAction(action);
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.deleteTitle}
        message={texts.deleteConfirm}
        confirmLabel={labels.delete}
        destructive
        onConfirm={() => onAction('delete')}
      />
    </>
  );
}
