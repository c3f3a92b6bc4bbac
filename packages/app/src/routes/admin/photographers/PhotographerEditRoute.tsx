import {
  adminPaths,
  photographerWriteMessages,
  type PhotographerDetail as PhotographerDetailRecord,
} from '@laqta/contract';
import { PhotographerForm, type PhotographerFormError } from '@laqta/ui';
import { useUpdatePhotographer, type PhotographerSave } from '../../../api/photographers';
import { useRecordEditRoute } from '../useRecordEditRoute';
import { photographerFormErrorOf } from './photographerFormError';

/**
 * `/admin/Photographers/{id}/edit`: the edit view with the `updated_at` it loaded. A 409 (someone
 * saved meanwhile) reloads the record and keeps what was typed: the form stays mounted (keyed by
 * id), and the next save sends the reloaded `updated_at`.
 */
export default function PhotographerEditRoute() {
  const { record, update, form } = useRecordEditRoute<
    PhotographerDetailRecord,
    PhotographerSave,
    PhotographerFormError
  >({
    recordPath: adminPaths.api.photographer,
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
