import type { Schemas } from '@lego-portal/api-client';
import { legoMutations, useLegoMutation } from '@lego-portal/api-client';
import type { UserAction } from '@lego-portal/rules';
import { formatMessage, USER_ACTION_REQUESTS, USER_MESSAGES } from '@lego-portal/rules';
import { useMemo, useState } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { useMessage, useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** What a user action can be: the Action menu's entries (edit is the update form) and create. */
export type UserActionKind = UserAction | 'create';

/** The outcome shown in the result modal, in the portal's language. */
export interface UserActionResult {
  kind: UserActionKind;
  ok: boolean;
  /** '{Action} user successful' or '{Action} user error', the action's word from the catalogue. */
  title: string;
  /** On failure: the server's first validation message (or 'Service Unavailable', or a generic text). */
  message?: string;
}

/** What a call ended with; its texts are made at render, so they follow a language switch. */
interface Outcome {
  kind: UserActionKind;
  ok: boolean;
  error?: unknown;
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
  // The last outcome stays while the modal closes, so its text does not vanish mid-animation.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  const texts = useTexts('user', USER_MESSAGES);
  const message = useMessage();
  const failureText = useFailureText();
  const result = useMemo((): UserActionResult | null => {
    if (!outcome) return null;
    const request = USER_ACTION_REQUESTS[outcome.kind];
    const title = formatMessage(outcome.ok ? texts.actionSuccess : texts.actionErrorTitle, { Action: message(request.code, request.label) });
    return outcome.ok ? { kind: outcome.kind, ok: true, title } : { kind: outcome.kind, ok: false, title, message: failureText(outcome.error) };
  }, [outcome, texts, message, failureText]);

  const run = useSingleFlight(async (kind: UserActionKind, body: Schemas['CreateUserRequest'] | Schemas['UpdateUserRequest']): Promise<void> => {
    try {
      if (body.action === 'CREATE') await createUser(body);
      else await updateUser(body);
      setOutcome({ kind, ok: true });
    } catch (error) {
      setOutcome({ kind, ok: false, error });
    } finally {
      setResultOpen(true);
    }
  });

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
