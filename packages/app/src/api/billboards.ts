import {
  adminPaths,
  billboardAnswerSchema,
  displayOrderAnswerSchema,
  fillPath,
  type Billboard,
  type BillboardAction,
  type BillboardRequest,
} from '@laqta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiCall, apiPathOf, checkedAnswer } from './client';
import { toFormData } from './formData';
import { liveBillboardsKey } from './publicBillboards';
import { postForAnswer, sendForAnswer } from './rawPost';
import { recordActionError } from './recordActionError';

const BILLBOARDS_PATH = apiPathOf(adminPaths.api.billboards);

/** After any change: the billboards' lists, records and the landing page's live ones refetch. */
export function useRefreshBillboards() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['list', BILLBOARDS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['detail', adminPaths.api.billboard] });
    void queryClient.invalidateQueries({ queryKey: liveBillboardsKey });
  };
}

export interface BillboardSave {
  /** `starts_at`/`ends_at` as the platform's wall-clock time (`YYYY-MM-DDTHH:mm`). */
  values: BillboardRequest;
  image: File | null;
  /** The `updated_at` the edit form loaded (edit only). */
  updatedAt?: string;
}

function billboardForm({ values, image, updatedAt }: BillboardSave) {
  return toFormData({
    ...(updatedAt ? { _method: 'PUT', updated_at: updatedAt } : {}),
    ...values,
    is_active: values.is_active ? '1' : '0',
    image,
  });
}

/** `POST /api/admin/billboards` (multipart, image required). */
export function useCreateBillboard() {
  const refresh = useRefreshBillboards();
  return useMutation<Billboard, ApiError, BillboardSave>({
    mutationFn: async (save) =>
      (await apiCall(billboardAnswerSchema, 'POST', BILLBOARDS_PATH, { body: billboardForm(save) }))
        .data,
    onSuccess: refresh,
  });
}

/** `POST /api/admin/billboards/{id}` with `_method=PUT` and the `updated_at` it loaded. */
export function useUpdateBillboard(id: string) {
  const refresh = useRefreshBillboards();
  return useMutation<Billboard, ApiError, BillboardSave>({
    mutationFn: async (save) =>
      (
        await apiCall(
          billboardAnswerSchema,
          'POST',
          apiPathOf(fillPath(adminPaths.api.billboard, { id })),
          { body: billboardForm(save) },
        )
      ).data,
    onSuccess: refresh,
  });
}

/** `POST /api/admin/billboards/{id}/status` activate / deactivate; rejects with the server's words. */
export function useBillboardStatusAction(billboard: Billboard | undefined) {
  const refresh = useRefreshBillboards();
  return async (action: BillboardAction): Promise<void> => {
    if (!billboard) return;
    const path = apiPathOf(fillPath(adminPaths.api.billboardStatus, { id: billboard.id }));
    const { status, payload } = await postForAnswer(path, {
      action,
      updated_at: billboard.updated_at,
    });
    if (status >= 200 && status < 300) {
      refresh();
      checkedAnswer(billboardAnswerSchema, payload, path);
      return;
    }
    if (status === 409) refresh();
    throw recordActionError(status, payload);
  };
}

/** `PUT /api/admin/billboards/order` with the moved billboards' positions. */
export function useSaveBillboardsOrder() {
  const refresh = useRefreshBillboards();
  return async (items: { id: number; sort_order: number }[]): Promise<void> => {
    const path = apiPathOf(adminPaths.api.billboardsOrder);
    const { status, payload } = await sendForAnswer('PUT', path, { items });
    refresh();
    if (status < 200 || status >= 300) throw recordActionError(status, payload);
    checkedAnswer(displayOrderAnswerSchema, payload, path);
  };
}
