import { LegoApiError, legoKeys, legoMutations, useLegoMutation } from '@lego-portal/api-client';
import { PENDING_CHANGE_TEXTS, type PendingDecision } from '@lego-portal/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { useMerchantInScope } from '../../../merchant-scope';

/** The checker's decision on a pending change: rules' `PENDING_DECISIONS`, as the contract sends it. */
export type { PendingDecision };

/** How the last decision ended; its texts are made at render, so they follow a language switch. */
export interface PendingDecisionOutcome {
  decision: PendingDecision;
  ok: boolean;
  error?: unknown;
}

/** The server's four-eyes refusal: the maker tried to decide their own change. */
export function isFourEyesRefusal(error: unknown): boolean {
  return error instanceof LegoApiError && error.status === 403 && error.body.validationMessages?.[0]?.code === 'FOUR_EYES';
}

/**
 * Sends Approve or Reject for one customer, with its reason or note, once: a second click while the call runs sends
 * nothing, even within the same frame (a ref guards it). Resolves whether the decision went
 * through, and keeps the outcome for the dialog. A 404 means the change was decided meanwhile (by
 * another user): the change shown is dropped and read again, so the dialog says so and offers
 * no decision.
 */
export function usePendingDecision(custProfileId: string) {
  const { client } = usePortal();
  const queryClient = useQueryClient();
  const texts = useTexts('pendingChange', PENDING_CHANGE_TEXTS);
  const failureText = useFailureText();
  const merchantId = useMerchantInScope()?.merchantId;
  const decide = useLegoMutation(legoMutations.decideCustomerPendingChange(client));
  const { mutateAsync } = decide;
  const [outcome, setOutcome] = useState<PendingDecisionOutcome | null>(null);
  // From the click until a refusal (or the dialog's next opening): the change read must not be
  // asked again meanwhile. Approved or rejected, nothing is pending any more, and the reset that
  // follows a decision would otherwise ask the server for it and get its 404.
  const [holdsRead, setHoldsRead] = useState(false);

  // Resolves `undefined` for a second click while one decision is on its way (it sends nothing).
  const send = useSingleFlight(async (decision: PendingDecision, words: { reason?: string; note?: string } = {}): Promise<boolean> => {
    setHoldsRead(true);
    try {
      // Issue 32: the reason of a rejection, the note of an approval (already checked and trimmed).
      await mutateAsync({ custProfileId, merchantId, decision, ...words });
      setOutcome({ decision, ok: true });
      return true;
    } catch (error) {
      setOutcome({ decision, ok: false, error });
      setHoldsRead(false);
      if (error instanceof LegoApiError && error.status === 404) await queryClient.resetQueries({ queryKey: legoKeys.customers.pendingChange(custProfileId), exact: true });
      return false;
    }
  });

  // The server's four-eyes refusal reads in the portal's language, like the note beside the buttons.
  const failure = outcome && !outcome.ok ? (isFourEyesRefusal(outcome.error) ? texts.fourEyes : failureText(outcome.error)) : null;
  const clear = () => {
    setOutcome(null);
    setHoldsRead(false);
  };
  return { send, pending: decide.isPending, holdsRead, outcome, failure, clear };
}
