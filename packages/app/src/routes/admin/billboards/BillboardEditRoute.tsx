import {
  adminPaths,
  billboardFormValuesOf,
  billboardSchema,
  billboardWriteMessages,
  type Billboard,
} from '@laqta/contract';
import { BillboardForm, useDateSettings, type BillboardFormError } from '@laqta/ui';
import { useUpdateBillboard, type BillboardSave } from '../../../api/billboards';
import { useRecordEditRoute } from '../useRecordEditRoute';
import { billboardFormErrorOf } from './billboardFormError';

/**
 * `/admin/billboards/{id}/edit`: the schedule shown and typed in the platform's wall-clock time;
 * a 409 reloads the record and keeps what was typed.
 */
export default function BillboardEditRoute() {
  const { timeZone } = useDateSettings();
  const {
    record: billboard,
    update,
    form,
  } = useRecordEditRoute<Billboard, BillboardSave, BillboardFormError>({
    recordPath: adminPaths.api.billboard,
    record: billboardSchema,
    pagePath: adminPaths.pages.billboard,
    savedNotice: billboardWriteMessages.updated,
    useUpdate: useUpdateBillboard,
    formErrorOf: billboardFormErrorOf,
  });
  return (
    <BillboardForm
      key={billboard?.id ?? 'loading'}
      mode="edit"
      {...form}
      billboard={billboard}
      initialValues={billboard ? billboardFormValuesOf(billboard, timeZone) : undefined}
      onSubmit={(values, image) =>
        update.mutate({ values, image, updatedAt: billboard?.updated_at })
      }
    />
  );
}
