import { serviceMessages, adminPaths, fillPath, type Service } from '@laqta/contract';
import { ServiceForm } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateService } from '../../../api/services';
import { errorMessageOf } from '../../../lists/queries';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { serviceFormErrorOf } from './serviceFormError';

/** `/admin/services/{id}/edit`: the edit view, filled from the service; a save opens its page. */
export default function ServiceEditRoute() {
  const navigate = useNavigate();
  const { id, answer: service } = useAdminDetailRoute<Service>(adminPaths.api.service);
  const update = useUpdateService(id);
  const [dirty, setDirty] = useState(false);
  // Leaving with unsaved edits asks first; once saved, nothing is lost by leaving.
  useUnsavedChangesGuard(dirty && !update.isSuccess);

  const saved = update.data;
  useEffect(() => {
    if (saved)
      navigate(fillPath(adminPaths.pages.service, { id: saved.id }), {
        state: { notice: serviceMessages.updated },
      });
  }, [saved, navigate]);

  return (
    <ServiceForm
      // A fresh form per loaded service, so its values fill the fields.
      key={service.data?.id ?? 'loading'}
      mode="edit"
      service={service.data}
      loading={service.isPending}
      loadError={service.isError ? errorMessageOf(service.error) : null}
      onRetry={() => void service.refetch()}
      cancelHref={fillPath(adminPaths.pages.service, { id })}
      onDirtyChange={setDirty}
      submitting={update.isPending || update.isSuccess}
      error={update.isError ? serviceFormErrorOf(update.error) : null}
      onSubmit={(values, image) => update.mutate({ values, image })}
    />
  );
}
