import {
  adminPaths,
  fillPath,
  photographerWriteMessages,
  type PhotographerDetail as PhotographerDetailRecord,
} from '@laqta/contract';
import { PhotographerForm } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdatePhotographer } from '../../../api/photographers';
import { errorMessageOf } from '../../../lists/queries';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { photographerFormErrorOf } from './photographerFormError';

/**
 * `/admin/Photographers/{id}/edit`: the edit view with the `updated_at` it loaded. A 409 (someone
 * saved meanwhile) reloads the record and keeps what was typed: the form stays mounted (keyed by
 * id), and the next save sends the reloaded `updated_at`.
 */
export default function PhotographerEditRoute() {
  const navigate = useNavigate();
  const { id, answer } = useAdminDetailRoute<PhotographerDetailRecord>(adminPaths.api.photographer);
  const update = useUpdatePhotographer(id);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !update.isSuccess);

  const stale = update.error?.status === 409;
  const { refetch } = answer;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  const saved = update.data;
  useEffect(() => {
    if (saved)
      navigate(fillPath(adminPaths.pages.photographer, { id: saved.id }), {
        state: { notice: photographerWriteMessages.updated },
      });
  }, [saved, navigate]);

  const photographer = answer.data?.photographer;
  return (
    <PhotographerForm
      key={photographer?.id ?? 'loading'}
      mode="edit"
      photographer={photographer}
      loading={answer.isPending}
      loadError={answer.isError ? errorMessageOf(answer.error) : null}
      onRetry={() => void answer.refetch()}
      cancelHref={fillPath(adminPaths.pages.photographer, { id })}
      onDirtyChange={setDirty}
      submitting={update.isPending || update.isSuccess}
      error={update.isError ? photographerFormErrorOf(update.error) : null}
      onSubmit={(values, avatar) =>
        update.mutate({ values, avatar, updatedAt: photographer?.updated_at })
      }
    />
  );
}
