import { legoMutations, useLegoMutation } from '@lego-portal/api-client';
import { useCallback, useRef, useState } from 'react';
import { usePortal } from '../../../../provider/portal-provider';
import type { CustomerChangeRequest } from '../customer-form-values';

/** What the change handler answered; texts are made at render, so they follow a language switch. */
export interface CustomerSubmitOutcome {
  action: CustomerChangeRequest['action'];
  ok: boolean;
  /** The queued customer's id (from the answer of a create, or the updated one's). */
  custProfileId?: string;
  error?: unknown;
}

/**
 * Sends a create or update to the change handler, where it waits for a checker. One call at a
 * time, and none after one succeeded (a ref guards the same frame too): a second click sends
 * nothing, so a customer is never queued twice.
 */
export function useCustomerSubmit() {
  const { client } = usePortal();
  const mutation = useLegoMutation(legoMutations.submitChange(client));
  const { mutateAsync } = mutation;
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<CustomerSubmitOutcome | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  const submitted = outcome?.ok === true;

  const run = useCallback(
    async (request: CustomerChangeRequest): Promise<void> => {
      if (inFlight.current || submitted) return;
      inFlight.current = true;
      try {
        const answer = (await mutateAsync({ ...request })) as { custProfileId?: unknown };
        const custProfileId = typeof answer?.custProfileId === 'string' ? answer.custProfileId : request.custProfileId;
        // The guard stays up: the form does not send the same customer again.
        setOutcome({ action: request.action, ok: true, custProfileId });
      } catch (error) {
        setOutcome({ action: request.action, ok: false, error });
        inFlight.current = false;
      } finally {
        setResultOpen(true);
      }
    },
    [mutateAsync, submitted],
  );

  return {
    run,
    /** True from the click until the answer. */
    pending: mutation.isPending,
    /** Whether a call runs (or one succeeded): a submit now sends nothing. */
    isBlocked: () => inFlight.current,
    submitted,
    outcome,
    resultOpen,
    /** Closes the result modal; returns the outcome it showed. */
    dismiss: () => {
      setResultOpen(false);
      return outcome;
    },
  };
}
