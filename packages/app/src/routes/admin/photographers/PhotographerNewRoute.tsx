import { adminPaths, fillPath, photographerWriteMessages } from '@laqta/contract';
import { PhotographerForm } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreatePhotographer } from '../../../api/photographers';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { photographerFormErrorOf } from './photographerFormError';

/** `/admin/Photographers/new`: the add view; a saved photographer opens their page (pending). */
export default function PhotographerNewRoute() {
  const navigate = useNavigate();
  const create = useCreatePhotographer();
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !create.isSuccess);

  const created = create.data;
  useEffect(() => {
    if (created)
      navigate(fillPath(adminPaths.pages.photographer, { id: created.id }), {
        state: { notice: photographerWriteMessages.created },
      });
  }, [created, navigate]);

  return (
    <PhotographerForm
      mode="create"
      cancelHref={adminPaths.pages.photographers}
      onDirtyChange={setDirty}
      submitting={create.isPending || create.isSuccess}
      error={create.isError ? photographerFormErrorOf(create.error) : null}
      onSubmit={(values, avatar) => create.mutate({ values, avatar })}
    />
  );
}
