import { serviceMessages, adminPaths, serviceSchema, type Service } from '@laqta/contract';
import { ServiceForm, type ServiceFormError } from '@laqta/ui';
import { useUpdateService, type ServiceSave } from '../../../api/services';
import { useRecordEditRoute } from '../useRecordEditRoute';
import { serviceFormErrorOf } from './serviceFormError';

/** `/admin/services/{id}/edit`: the edit view, filled from the service; a save opens its page. */
export default function ServiceEditRoute() {
  const {
    record: service,
    update,
    form,
  } = useRecordEditRoute<Service, ServiceSave, ServiceFormError>({
    recordPath: adminPaths.api.service,
    record: serviceSchema,
    pagePath: adminPaths.pages.service,
    savedNotice: serviceMessages.updated,
    useUpdate: useUpdateService,
    formErrorOf: serviceFormErrorOf,
  });
  return (
    <ServiceForm
      // A fresh form per loaded service, so its values fill the fields.
      key={service?.id ?? 'loading'}
      mode="edit"
      {...form}
      service={service}
      onSubmit={(values, image) => update.mutate({ values, image })}
    />
  );
}
