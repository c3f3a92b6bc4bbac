import { fillPath, type AdminPagePath } from '@laqta/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { ApiError } from '../../api/ApiError';
import { errorMessageOf } from '../../lists/queries';
import type { AdminRecordApiPath } from '../../lists/queries';
import { useAdminDetailRoute } from '../../lists/useAdminDetailRoute';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** A record page of the back office (`/admin/…/:id`): where a save and "cancel" lead. */
type AdminRecordPagePath = Extract<AdminPagePath, `${string}/:id`>;

export interface RecordEditRouteOptions<T, Vars, FormError> {
  /** The record's API route (`adminPaths.api.customer`), read for the form and reread on a 409. */
  recordPath: AdminRecordApiPath;
  /**
   * The contract's schema of the record's `data` (`customerDetailSchema`): the answer is checked
   * against it, never cast.
   */
  record: z.ZodType<T>;
  /** The record's page (`adminPaths.pages.customer`): "cancel" goes there, and a save opens it. */
  pagePath: AdminRecordPagePath;
  /** The notice the record's page shows after a save (`customerWriteMessages.updated`). */
  savedNotice: string;
  /** The resource's update mutation for the page's id (`useUpdateCustomer`). */
  useUpdate: (id: string) => UseMutationResult<{ id: number | string }, ApiError, Vars>;
  /** What the form shows after a failed save (422 field errors, 409 stale, …). */
  formErrorOf: (error: ApiError) => FormError;
}

/**
 * Everything an edit route gives its form, in one call (one way for customers, photographers,
 * billboards, services): loads the record named by the page's `:id`; asks before leaving with
 * unsaved edits; on a 409 (someone saved meanwhile) rereads the record while the form stays
 * mounted with what was typed, so the next save sends the reread `updated_at`; maps a failed save
 * to the form's error (422 → per-field); opens the record's page with a notice once saved.
 *
 *   const { record, update, form } = useRecordEditRoute({ recordPath, record: customerDetailSchema, … });
 *   <CustomerForm key={record?.customer.id ?? 'loading'} {...form} customer={record?.customer}
 *     onSubmit={(values) => update.mutate({ values, updatedAt: … })} />
 *
 * `record` is the loaded answer (undefined while loading); `form` the props every edit form takes.
 */
export function useRecordEditRoute<T, Vars, FormError>({
  recordPath,
  record,
  pagePath,
  savedNotice,
  useUpdate,
  formErrorOf,
}: RecordEditRouteOptions<T, Vars, FormError>) {
  const navigate = useNavigate();
  const { id, answer } = useAdminDetailRoute<T>(recordPath, record);
  const update = useUpdate(id);
  const [dirty, setDirty] = useState(false);
  // Leaving with unsaved edits asks first; once saved, nothing is lost by leaving.
  useUnsavedChangesGuard(dirty && !update.isSuccess);

  const stale = update.error?.status === 409;
  const { refetch } = answer;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  const saved = update.data;
  useEffect(() => {
    if (saved)
      navigate(fillPath<AdminRecordPagePath>(pagePath, { id: saved.id }), {
        state: { notice: savedNotice },
      });
  }, [saved, navigate, pagePath, savedNotice]);

  return {
    id,
    record: answer.data,
    update,
    form: {
      loading: answer.isPending,
      loadError: answer.isError ? errorMessageOf(answer.error) : null,
      onRetry: () => void answer.refetch(),
      cancelHref: fillPath<AdminRecordPagePath>(pagePath, { id }),
      onDirtyChange: setDirty,
      submitting: update.isPending || update.isSuccess,
      error: update.isError ? formErrorOf(update.error) : null,
    },
  };
}
