import {
  adminPaths,
  billboardFormValuesOf,
  billboardWriteMessages,
  fillPath,
  type Billboard,
} from '@laqta/contract';
import { BillboardForm, useDateSettings } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateBillboard } from '../../../api/billboards';
import { errorMessageOf } from '../../../lists/queries';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { billboardFormErrorOf } from './billboardFormError';

/**
 * `/admin/billboards/{id}/edit`: the schedule shown and typed in the platform's wall-clock time;
 * a 409 reloads the record and keeps what was typed.
 */
export default function BillboardEditRoute() {
  const navigate = useNavigate();
  const { timeZone } = useDateSettings();
  const { id, answer } = useAdminDetailRoute<Billboard>(adminPaths.api.billboard);
  const update = useUpdateBillboard(id);
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
      navigate(fillPath(adminPaths.pages.billboard, { id: saved.id }), {
        state: { notice: billboardWriteMessages.updated },
      });
  }, [saved, navigate]);

  const billboard = answer.data;
  return (
    <BillboardForm
      key={billboard?.id ?? 'loading'}
      mode="edit"
      billboard={billboard}
      initialValues={billboard ? billboardFormValuesOf(billboard, timeZone) : undefined}
      loading={answer.isPending}
      loadError={answer.isError ? errorMessageOf(answer.error) : null}
      onRetry={() => void answer.refetch()}
      cancelHref={fillPath(adminPaths.pages.billboard, { id })}
      onDirtyChange={setDirty}
      submitting={update.isPending || update.isSuccess}
      error={update.isError ? billboardFormErrorOf(update.error) : null}
      onSubmit={(values, image) =>
        update.mutate({ values, image, updatedAt: billboard?.updated_at })
      }
    />
  );
}
