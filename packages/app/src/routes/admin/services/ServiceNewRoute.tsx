import { serviceMessages, adminPaths, fillPath } from '@laqta/contract';
import { ServiceForm } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateService } from '../../../api/services';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { serviceFormErrorOf } from './serviceFormError';

/** `/admin/services/new`: the add view; a saved service opens its own page. */
export default function ServiceNewRoute() {
  const navigate = useNavigate();
  const create = useCreateService();
  const [dirty, setDirty] = useState(false);
  // Leaving with something typed asks first; once saved, nothing is lost by leaving.
  useUnsavedChangesGuard(dirty && !create.isSuccess);

  const created = create.data;
  useEffect(() => {
    if (created)
      navigate(fillPath(adminPaths.pages.service, { id: created.id }), {
        state: { notice: serviceMessages.created },
      });
  }, [created, navigate]);

  return (
    <ServiceForm
      mode="create"
      cancelHref={adminPaths.pages.services}
      onDirtyChange={setDirty}
      submitting={create.isPending || create.isSuccess}
      error={create.isError ? serviceFormErrorOf(create.error) : null}
      onSubmit={(values, image) => create.mutate({ values, image })}
    />
  );
}
