import { serviceMessages } from '@laqta/contract';
import { ServiceForm } from '@laqta/ui';
import { useNavigate } from 'react-router-dom';
import { useCreateService } from '../../../api/services';
import { serviceFormErrorOf } from './serviceFormError';

/** `/admin/services/new`: the add view; a saved service opens its own page. */
export default function ServiceNewRoute() {
  const navigate = useNavigate();
  const create = useCreateService();
  return (
    <ServiceForm
      mode="create"
      cancelHref="/admin/services"
      submitting={create.isPending}
      error={create.isError ? serviceFormErrorOf(create.error) : null}
      onSubmit={(values, image) =>
        create.mutate(
          { values, image },
          {
            onSuccess: (service) =>
              navigate(`/admin/services/${service.id}`, {
                state: { notice: serviceMessages.created },
              }),
          },
        )
      }
    />
  );
}
