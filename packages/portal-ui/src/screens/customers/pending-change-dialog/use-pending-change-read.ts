import { LegoApiError, legoKeys, useCustomerPendingChange } from '@lego-portal/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PendingChange } from './pending-change-summary';
import { useMerchantInScope } from '../../../merchant-scope';

/**
 * The pending change of a customer while the dialog is open, read afresh at each opening: closed,
 * the change read is forgotten, so the next opening shows the server's answer of then, never a
 * change someone may have decided meanwhile. When the server says nothing waits (404), the
 * customer and the lists showing it as pending are read again, so their badges agree.
 */
export function usePendingChangeRead(custProfileId: string, open: boolean, hold = false) {
  const queryClient = useQueryClient();
  // `hold`: a decision is on its way or went through; the change shown stays, and is not asked again.
  const pending = useCustomerPendingChange({ custProfileId, merchantId: useMerchantInScope()?.merchantId }, { enabled: open && !hold });
  // A failed refetch keeps the query's last data: after an error, that change is not offered.
  const change = pending.isError ? undefined : (pending.data as PendingChange | undefined);
  const nothingPending = pending.isError && pending.error instanceof LegoApiError && pending.error.status === 404;

  useEffect(() => {
    if (!open) void queryClient.resetQueries({ queryKey: legoKeys.customers.pendingChange(custProfileId), exact: true });
  }, [open, queryClient, custProfileId]);
  useEffect(() => {
    if (!nothingPending) return;
    void queryClient.invalidateQueries({ queryKey: legoKeys.customers.detail(custProfileId) });
    void queryClient.invalidateQueries({ queryKey: legoKeys.customers.lists() });
  }, [nothingPending, queryClient, custProfileId]);

  return { pending, change, nothingPending };
}
