import { adminPaths, billboardWriteMessages, fillPath } from '@laqta/contract';
import { BillboardForm } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateBillboard } from '../../../api/billboards';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { billboardFormErrorOf } from './billboardFormError';

/** `/admin/billboards/new`: the add view (schedule in the platform's time); a save opens its page. */
export default function BillboardNewRoute() {
  const navigate = useNavigate();
  const create = useCreateBillboard();
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !create.isSuccess);

  const created = create.data;
  useEffect(() => {
    if (created)
      navigate(fillPath(adminPaths.pages.billboard, { id: created.id }), {
        state: { notice: billboardWriteMessages.created },
      });
  }, [created, navigate]);

  return (
    <BillboardForm
      mode="create"
      cancelHref={adminPaths.pages.billboards}
      onDirtyChange={setDirty}
      submitting={create.isPending || create.isSuccess}
      error={create.isError ? billboardFormErrorOf(create.error) : null}
      onSubmit={(values, image) => create.mutate({ values, image })}
    />
  );
}
