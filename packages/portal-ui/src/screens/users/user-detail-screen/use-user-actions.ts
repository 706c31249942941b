import type { Schemas } from '@lego-portal/api-client';
import { LegoApiError, legoMutations, SERVICE_UNAVAILABLE, useLegoMutation } from '@lego-portal/api-client';
import type { UserAction } from '@lego-portal/rules';
import { failureDescription, USER_ACTION_REQUESTS, userActionMessages } from '@lego-portal/rules';
import { useCallback, useRef, useState } from 'react';
import { usePortal } from '../../../provider/portal-provider';

/** What a user action can be: the Action menu's entries (edit is the update form) and create. */
export type UserActionKind = UserAction | 'create';

/** The outcome shown in the result modal. */
export interface UserActionResult {
  kind: UserActionKind;
  ok: boolean;
  /** '{Action} user successful' or '{Action} user error'. */
  title: string;
  /** On failure: the server's first validation message (or 'Service Unavailable', or a generic text). */
  message?: string;
}

/**
 * The first validation message `description` of a failed call (the client's synthetic 503 says
 * 'Service Unavailable'); an answer without one gets the catalogue's generic failure text.
 */
function failureMessage(error: unknown): string {
  if (error instanceof LegoApiError) return failureDescription(error.firstMessage('description'));
  return SERVICE_UNAVAILABLE;
}

/**
 * Runs the user handler calls of the detail screen (create, update, lock, unlock, delete) and
 * keeps their outcome for the result modal. One call at a time: a second click while one runs
 * sends nothing, even within the same frame (a ref, not state, guards it).
 */
export function useUserActions() {
  const { client } = usePortal();
  const create = useLegoMutation(legoMutations.createUser(client));
  const update = useLegoMutation(legoMutations.updateUser(client));
  const { mutateAsync: createUser } = create;
  const { mutateAsync: updateUser } = update;
  const inFlight = useRef(false);
  // The last result stays while the modal closes, so its text does not vanish mid-animation.
  const [result, setResult] = useState<UserActionResult | null>(null);
  const [resultOpen, setResultOpen] = useState(false);

  const run = useCallback(
    async (kind: UserActionKind, body: Schemas['CreateUserRequest'] | Schemas['UpdateUserRequest']): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      const messages = userActionMessages(USER_ACTION_REQUESTS[kind].label);
      try {
        if (body.action === 'CREATE') await createUser(body);
        else await updateUser(body);
        setResult({ kind, ok: true, title: messages.success });
      } catch (error) {
        setResult({ kind, ok: false, title: messages.errorTitle, message: failureMessage(error) });
      } finally {
        setResultOpen(true);
        inFlight.current = false;
      }
    },
    [createUser, updateUser],
  );

  return {
    run,
    pending: create.isPending || update.isPending,
    result,
    resultOpen,
    /** Closes the result modal; returns the result it showed. */
    dismiss: () => {
      setResultOpen(false);
      return result;
    },
  };
}
