import {
  adminPaths,
  fillPath,
  photographerAnswerSchema,
  photographerSuspensionConfirmationSchema,
  reviewAnswerSchema,
  type Photographer,
  type PhotographerAction,
  type PhotographerFormOutput,
  type ReviewAction,
} from '@laqta/contract';
import type { PhotographerActionOutcome } from '@laqta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiCall, apiPathOf, checkedAnswer } from './client';
import { toFormData } from './formData';
import { postForAnswer } from './rawPost';
import { recordActionError } from './recordActionError';

const PHOTOGRAPHERS_PATH = apiPathOf(adminPaths.api.photographers);
const photographerPath = (id: number | string) =>
  apiPathOf(fillPath(adminPaths.api.photographer, { id }));

export interface PhotographerSave {
  values: PhotographerFormOutput;
  avatar: File | null;
  /** The `updated_at` the edit form loaded (edit only): a stale one answers 409. */
  updatedAt?: string;
}

/** After any change: the photographers' lists and records (a detail shows reviews too) refetch. */
export function useRefreshPhotographers() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['list', PHOTOGRAPHERS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['detail', adminPaths.api.photographer] });
  };
}

function photographerForm({ values, avatar, updatedAt }: PhotographerSave) {
  return toFormData({
    ...(updatedAt ? { _method: 'PUT', updated_at: updatedAt } : {}),
    ...values,
    avatar,
  });
}

/** `POST /api/admin/photographers` (multipart; the new photographer waits in the queue). */
export function useCreatePhotographer() {
  const refresh = useRefreshPhotographers();
  return useMutation<Photographer, ApiError, PhotographerSave>({
    mutationFn: async (save) =>
      (
        await apiCall(photographerAnswerSchema, 'POST', PHOTOGRAPHERS_PATH, {
          body: photographerForm(save),
        })
      ).data,
    onSuccess: refresh,
  });
}

/** `POST /api/admin/photographers/{id}` with `_method=PUT` and the `updated_at` it loaded. */
export function useUpdatePhotographer(id: string) {
  const refresh = useRefreshPhotographers();
  return useMutation<Photographer, ApiError, PhotographerSave>({
    mutationFn: async (save) =>
      (
        await apiCall(photographerAnswerSchema, 'POST', photographerPath(id), {
          body: photographerForm(save),
        })
      ).data,
    onSuccess: refresh,
  });
}

/**
 * `POST /api/admin/photographers/{id}/status`: resolves when done, with the suspension's question
 * when the server asks first (409 `confirmation_required`, its orders listed), or rejects with the
 * server's Arabic message (a stale record's 409 also reloads it).
 */
export function usePhotographerStatusAction(photographer: Photographer | undefined) {
  const refresh = useRefreshPhotographers();
  return async (
    action: PhotographerAction,
    input: { reason?: string; confirmed: boolean },
  ): Promise<PhotographerActionOutcome> => {
    if (!photographer) return;
    const path = apiPathOf(fillPath(adminPaths.api.photographerStatus, { id: photographer.id }));
    const { status, payload } = await postForAnswer(path, {
      action,
      reason: input.reason,
      updated_at: photographer.updated_at,
      confirm: input.confirmed,
    });
    if (status >= 200 && status < 300) {
      refresh();
      checkedAnswer(photographerAnswerSchema, payload, path);
      return;
    }
    const question = photographerSuspensionConfirmationSchema.safeParse(payload);
    if (status === 409 && question.success)
      return { suspension: { message: question.data.message, orders: question.data.orders } };
    if (status === 409) refresh();
    throw recordActionError(status, payload);
  };
}

/** `POST /api/admin/reviews/{id}/visibility`: hide (with a reason) or show; the rating refetches. */
export function useReviewVisibilityAction() {
  const refresh = useRefreshPhotographers();
  const queryClient = useQueryClient();
  return async (
    review: { id: number; updated_at: string },
    action: ReviewAction,
    reason?: string,
  ): Promise<void> => {
    const path = apiPathOf(fillPath(adminPaths.api.reviewVisibility, { id: review.id }));
    const { status, payload } = await postForAnswer(path, {
      action,
      reason,
      updated_at: review.updated_at,
    });
    refresh();
    void queryClient.invalidateQueries({ queryKey: ['list', apiPathOf(adminPaths.api.reviews)] });
    if (status < 200 || status >= 300) throw recordActionError(status, payload);
    checkedAnswer(reviewAnswerSchema, payload, path);
  };
}
