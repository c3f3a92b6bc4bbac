import {
  adminPaths,
  fillPath,
  orderDetailAnswerSchema,
  photographerOptionsAnswerSchema,
  settingNames,
  type OrderAssignRequest,
  type OrderDetail,
  type OrderRefundRequest,
  type OrderRescheduleRequest,
  type OrderTransitionRequest,
  type PhotographerOptionsAnswer,
} from '@laqta/contract';
import { transitionOfAction, type OrderActionFailure, type OrderActionRequest } from '@laqta/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listKeys, LIST_FALLBACK_ERROR } from '../lists/queries';
import { ApiError } from './ApiError';
import { apiCall, apiPathOf } from './client';
import { dashboardKeys } from './dashboard';
import { fetchSettings } from './settings';

type OrderIdPath =
  | typeof adminPaths.api.orderTransition
  | typeof adminPaths.api.orderAssign
  | typeof adminPaths.api.orderReschedule
  | typeof adminPaths.api.orderRefund
  | typeof adminPaths.api.orderPhotographerOptions;

const idPath = (path: OrderIdPath, id: string | number) => apiPathOf(fillPath(path, { id }));

/**
 * What changes when an order moves: the order itself, every orders, transactions and payouts list,
 * and the dashboard (its figures and "needs attention").
 */
export function useRefreshAfterOrderChange() {
  const queryClient = useQueryClient();
  return (id: string | number) => {
    void queryClient.invalidateQueries({ queryKey: listKeys.detail(adminPaths.api.order, id) });
    for (const list of [adminPaths.api.orders, adminPaths.api.transactions, adminPaths.api.payouts])
      void queryClient.invalidateQueries({ queryKey: ['list', apiPathOf(list)] });
    void queryClient.invalidateQueries({ queryKey: ['detail', adminPaths.api.transaction] });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

/** An action's request; its answer (the order's new detail) checked against the contract. */
const post = (path: OrderIdPath, id: string, body: object) =>
  apiCall(orderDetailAnswerSchema, 'POST', idPath(path, id), { body });

/** One action of the order's page as the contract's request, sent with the `updated_at` seen. */
export async function sendOrderAction(id: string, request: OrderActionRequest, updatedAt: string) {
  switch (request.action) {
    case 'assign': {
      const body = {
        _method: 'PUT',
        photographer_id: request.photographer_id,
        confirm_clash: request.confirm_clash,
        updated_at: updatedAt,
      } satisfies OrderAssignRequest & { _method: string };
      return post(adminPaths.api.orderAssign, id, body);
    }
    case 'reschedule': {
      const body = {
        _method: 'PUT',
        session_at: request.session_at,
        confirm_clash: request.confirm_clash,
        updated_at: updatedAt,
      } satisfies OrderRescheduleRequest & { _method: string };
      return post(adminPaths.api.orderReschedule, id, body);
    }
    case 'refund': {
      const body = {
        amount: request.amount,
        reason: request.reason || undefined,
        updated_at: updatedAt,
      } satisfies OrderRefundRequest;
      return post(adminPaths.api.orderRefund, id, body);
    }
    default: {
      const body = {
        to: transitionOfAction[request.action],
        updated_at: updatedAt,
        reason: 'reason' in request ? request.reason : undefined,
        refund_amount: 'refund_amount' in request ? request.refund_amount : undefined,
      } satisfies OrderTransitionRequest;
      return post(adminPaths.api.orderTransition, id, body);
    }
  }
}

/** An API error as the action bar shows it (the action's dialog keeps what was typed). */
export function orderActionFailureOf(
  action: OrderActionRequest['action'],
  error: unknown,
): OrderActionFailure {
  if (!(error instanceof ApiError) || error.status === 0)
    return { action, kind: 'other', message: LIST_FALLBACK_ERROR };
  if (error.status === 409) return { action, kind: 'conflict', message: error.message };
  if (error.status === 422)
    return { action, kind: 'invalid', message: error.message, errors: error.errors };
  return { action, kind: 'other', message: error.message || LIST_FALLBACK_ERROR };
}

/**
 * Every action of the order's page: the answer (the order's new detail) replaces the cached
 * record; a 409 refetches it (the dialog keeps the typed reason); lists and dashboard refresh.
 */
export function useOrderAction(id: string, updatedAt: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterOrderChange();
  return useMutation<OrderDetail, OrderActionFailure, OrderActionRequest>({
    mutationFn: async (request) => {
      try {
        return (await sendOrderAction(id, request, updatedAt ?? '')).data;
      } catch (error) {
        throw orderActionFailureOf(request.action, error);
      }
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(listKeys.detail(adminPaths.api.order, id), detail);
      refresh(id);
    },
    onError: (failure) => {
      if (failure.kind === 'conflict') refresh(id);
    },
  });
}

/** The approved photographers the order may go to, searched by Arabic name, with their day. */
export function usePhotographerOptions(id: string, search: string, enabled: boolean) {
  const path = idPath(adminPaths.api.orderPhotographerOptions, id);
  return useQuery<PhotographerOptionsAnswer, ApiError>({
    queryKey: ['photographer-options', id, search],
    queryFn: ({ signal }) =>
      apiCall(photographerOptionsAnswerSchema, 'GET', path, { query: { search }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Today's commission rate (percent), for the completion dialog's payout figure: the rate is stored
 * on the order only when it completes. Null while unknown (the dialog then names no amount).
 */
export function useCurrentCommissionRate(enabled: boolean): number | null {
  const query = useQuery({
    queryKey: ['settings', 'commission-rate'],
    queryFn: ({ signal }) => fetchSettings({ search: settingNames.commissionRate }, signal),
    enabled,
  });
  const value = query.data?.find((s) => s.name === settingNames.commissionRate)?.value;
  const rate = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(rate) ? rate : null;
}
