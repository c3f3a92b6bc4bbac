import {
  adminPaths,
  customerAnswerSchema,
  fillPath,
  type Customer,
  type CustomerAction,
} from '@laqta/contract';
import type { CustomerFormOutput } from '@laqta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiCall, apiPathOf, checkedAnswer } from './client';
import { postForAnswer } from './rawPost';
import { recordActionError } from './recordActionError';

const CUSTOMERS_PATH = apiPathOf(adminPaths.api.customers);

/** After any change: the customers' lists and records refetch. */
function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['list', CUSTOMERS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['detail', adminPaths.api.customer] });
  };
}

export interface CustomerSave {
  values: CustomerFormOutput;
  /** The `updated_at` the form loaded: a stale one answers 409. */
  updatedAt: string;
}

/** `POST /api/admin/users/{id}` with `_method=PUT` (JSON body). */
export function useUpdateCustomer(id: string) {
  const refresh = useRefreshCustomers();
  return useMutation<Customer, ApiError, CustomerSave>({
    mutationFn: async ({ values, updatedAt }) =>
      (
        await apiCall(
          customerAnswerSchema,
          'POST',
          apiPathOf(fillPath(adminPaths.api.customer, { id })),
          { body: { _method: 'PUT', ...values, updated_at: updatedAt } },
        )
      ).data,
    onSuccess: refresh,
  });
}

/** `POST /api/admin/users/{id}/status` block (with a reason) / unblock; rejects with the server's words. */
export function useCustomerStatusAction(customer: Customer | undefined) {
  const refresh = useRefreshCustomers();
  return async (action: CustomerAction, reason?: string): Promise<void> => {
    if (!customer) return;
    const path = apiPathOf(fillPath(adminPaths.api.customerStatus, { id: customer.id }));
    const { status, payload } = await postForAnswer(path, {
      action,
      reason,
      updated_at: customer.updated_at,
    });
    if (status >= 200 && status < 300) {
      refresh();
      checkedAnswer(customerAnswerSchema, payload, path);
      return;
    }
    if (status === 409) refresh();
    throw recordActionError(status, payload);
  };
}
