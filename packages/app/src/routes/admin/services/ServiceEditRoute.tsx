import { serviceMessages, adminPaths, fillPath } from '@laqta/contract';
import { ServiceForm } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf } from '../../../lists/queries';
import { useService, useUpdateService } from '../../../api/services';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { serviceFormErrorOf } from './serviceFormError';

/** `/admin/services/{id}/edit`: the edit view, filled from the service; a save opens its page. */
export default function ServiceEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const service = useService(id);
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
      cancelHref={fillPath(adminPaths.pages.service, { id: id })}
      onDirtyChange={setDirty}
      submitting={update.isPending || update.isSuccess}
      error={update.isError ? serviceFormErrorOf(update.error) : null}
      onSubmit={(values, image) => update.mutate({ values, image })}
    />
  );
}
