import { adminPaths, photographerDetailSchema, photographerWriteMessages } from '@laqta/contract';
import { PhotographerForm } from '@laqta/ui';
import { useUpdatePhotographer } from '../../../api/photographers';
import { useRecordEditRoute } from '../useRecordEditRoute';
import { photographerFormErrorOf } from './photographerFormError';

/**
 * `/admin/Photographers/{id}/edit`: the edit view with the `updated_at` it loaded. A 409 (someone
 * saved meanwhile) reloads the record and keeps what was typed: the form stays mounted (keyed by
 * id), and the next save sends the reloaded `updated_at`.
 */
export default function PhotographerEditRoute() {
  const { record, update, form } = useRecordEditRoute({
    recordPath: adminPaths.api.photographer,
    record: photographerDetailSchema,
    pagePath: adminPaths.pages.photographer,
    savedNotice: photographerWriteMessages.updated,
    useUpdate: useUpdatePhotographer,
    formErrorOf: photographerFormErrorOf,
  });
  const photographer = record?.photographer;
  return (
    <PhotographerForm
      key={photographer?.id ?? 'loading'}
      mode="edit"
      {...form}
      photographer={photographer}
      onSubmit={(values, avatar) =>
        update.mutate({ values, avatar, updatedAt: photographer?.updated_at })
      }
    />
  );
}
