import {
  adminPaths,
  fillPath,
  payoutsPayAnswerSchema,
  transactionDetailAnswerSchema,
  type PayoutQueueItem,
  type PayoutsPayRequest,
  type TransactionDetail,
  type TransactionSettlement,
  type TransactionStatusRequest,
} from '@laqta/contract';
import type { PayOutcome, TransactionSettleFailure } from '@laqta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listKeys, LIST_FALLBACK_ERROR } from '../lists/queries';
import { ApiError } from './ApiError';
import { apiCall, apiPathOf } from './client';
import { dashboardKeys } from './dashboard';

/** After money moved: the queue, the money lists, the orders' records and the dashboard. */
function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () => {
    for (const list of [adminPaths.api.payouts, adminPaths.api.transactions, adminPaths.api.orders])
      void queryClient.invalidateQueries({ queryKey: ['list', apiPathOf(list)] });
    void queryClient.invalidateQueries({ queryKey: ['detail', adminPaths.api.order] });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

/**
 * The per-row messages of a refused payment (`errors['items.<n>…']`) by order id, in the order
 * the rows were sent.
 */
export function rowErrorsOf(rows: readonly PayoutQueueItem[], errors: Record<string, string[]>) {
  const byOrder: Record<number, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const index = /^items\.(\d+)/.exec(field)?.[1];
    const row = index === undefined ? undefined : rows[Number(index)];
    if (row && messages[0]) byOrder[row.order_id] = messages[0];
  }
  return Object.keys(byOrder).length > 0 ? byOrder : undefined;
}

/** `POST /api/admin/payouts/pay`: the rows as they were seen (their updated_at), all or none. */
export function usePayPayouts() {
  const refresh = useRefreshAfterMoney();
  return async (rows: readonly PayoutQueueItem[], bankReference: string): Promise<PayOutcome> => {
    const body = {
      items: rows.map((row) => ({ order_id: row.order_id, updated_at: row.updated_at })),
      bank_reference: bankReference,
    } satisfies PayoutsPayRequest;
    try {
      await apiCall(payoutsPayAnswerSchema, 'POST', apiPathOf(adminPaths.api.payoutsPay), { body });
      refresh();
      return { ok: true };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0)
        return { ok: false, message: LIST_FALLBACK_ERROR };
      if (error.status === 409) {
        refresh();
        return { ok: false, conflict: true, message: error.message };
      }
      const bankReferenceError = error.errors.bank_reference?.[0];
      const rowErrors = rowErrorsOf(rows, error.errors);
      if (rowErrors) refresh();
      return { ok: false, message: error.message, bankReferenceError, rowErrors };
    }
  };
}

/** `PUT /api/admin/transactions/:id/status`: a pending transaction settled (finance). */
export function useSettleTransaction(id: string, updatedAt: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterMoney();
  return useMutation<TransactionDetail, TransactionSettleFailure, TransactionSettlement>({
    mutationFn: async (to) => {
      const body = {
        _method: 'PUT',
        status: to,
        updated_at: updatedAt ?? '',
      } satisfies TransactionStatusRequest & { _method: string };
      try {
        return (
          await apiCall(
            transactionDetailAnswerSchema,
            'POST',
            apiPathOf(fillPath(adminPaths.api.transactionStatus, { id })),
            { body },
          )
        ).data;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0)
          throw {
            to,
            kind: 'other',
            message: LIST_FALLBACK_ERROR,
          } satisfies TransactionSettleFailure;
        throw {
          to,
          kind: error.status === 409 ? 'conflict' : error.status === 422 ? 'invalid' : 'other',
          message: error.message,
        } satisfies TransactionSettleFailure;
      }
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(listKeys.detail(adminPaths.api.transaction, id), detail);
      void queryClient.invalidateQueries({
        queryKey: listKeys.detail(adminPaths.api.transaction, id),
      });
      refresh();
    },
    onError: (failure) => {
      if (failure.kind === 'conflict')
        void queryClient.invalidateQueries({
          queryKey: listKeys.detail(adminPaths.api.transaction, id),
        });
    },
  });
}
