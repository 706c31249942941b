import type { Schemas } from '@lego-portal/api-client';
import { legoMutations, useLegoMutation } from '@lego-portal/api-client';
import { useCallback, useState } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** The merchant profile actions (spec section 4), sent upper case as `isAction`. */
export type MerchantProfileAction = 'UPDATE' | 'ACTIVATE' | 'INACTIVATE';

/** What the last action ended with; its texts are made at render, so they follow a language switch. */
export interface MerchantProfileOutcome {
  action: MerchantProfileAction;
  ok: boolean;
  error?: unknown;
}

/**
 * Runs update, activate and inactivate (one call, chosen by `isAction`) and keeps the outcome
 * for the result modal. One call at a time: a second click while one runs sends nothing, even
 * within the same frame (a ref guards it, not state).
 */
export function useMerchantProfileActions() {
  const { client } = usePortal();
  const mutation = useLegoMutation(legoMutations.updateMerchantProfile(client));
  const { mutateAsync } = mutation;
  const [outcome, setOutcome] = useState<MerchantProfileOutcome | null>(null);
  const [resultOpen, setResultOpen] = useState(false);

  // An ignored second call (same frame) answers false: nothing was saved by it.
  const runOnce = useSingleFlight(async (body: Schemas['MerchantProfileActionRequest']): Promise<boolean> => {
    try {
      await mutateAsync(body);
      setOutcome({ action: body.isAction, ok: true });
      return true;
    } catch (error) {
      setOutcome({ action: body.isAction, ok: false, error });
      return false;
    } finally {
      setResultOpen(true);
    }
  });
  const run = useCallback(async (body: Schemas['MerchantProfileActionRequest']) => (await runOnce(body)) ?? false, [runOnce]);

  return {
    run,
    /** True from the click until the answer (`run` itself also ignores a call in the same frame). */
    pending: mutation.isPending,
    outcome,
    resultOpen,
    /** Closes the result modal; returns the outcome it showed. */
    dismiss: () => {
      setResultOpen(false);
      return outcome;
    },
  };
}
