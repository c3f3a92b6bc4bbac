import {
  adminPaths,
  customerWriteMessages,
  staleRecordMessage,
  type CustomerDetail as CustomerDetailRecord,
} from '@laqta/contract';
import { CustomerForm, type CustomerFormError } from '@laqta/ui';
import { ApiError } from '../../../api/ApiError';
import { useUpdateCustomer, type CustomerSave } from '../../../api/customers';
import { useRecordEditRoute } from '../useRecordEditRoute';

export const customerSaveMessages = {
  checkFields: 'تعذر حفظ العميل، راجع الحقول المعلّمة',
  failed: 'تعذر حفظ العميل، حاول مرة أخرى.',
  network: 'تعذر الاتصال بالخادم، تحقق من الشبكة ثم حاول مرة أخرى.',
  stale: `${staleRecordMessage}. أعدنا تحميل السجل وأبقينا ما كتبته؛ راجعه ثم احفظ.`,
} as const;

function customerFormErrorOf(error: unknown): CustomerFormError {
  if (!(error instanceof ApiError)) return { message: customerSaveMessages.failed };
  if (error.status === 422)
    return { message: customerSaveMessages.checkFields, fieldErrors: error.errors };
  if (error.status === 409) return { message: customerSaveMessages.stale };
  if (error.status === 0) return { message: customerSaveMessages.network };
  return { message: error.message || customerSaveMessages.failed };
}

/**
 * `/admin/users/{id}/edit`: name, e-mail, phone, city with the `updated_at` it loaded; a 409
 * reloads the record and keeps what was typed (the form stays mounted).
 */
export default function CustomerEditRoute() {
  const { record, update, form } = useRecordEditRoute<
    CustomerDetailRecord,
    CustomerSave,
    CustomerFormError
  >({
    recordPath: adminPaths.api.customer,
    pagePath: adminPaths.pages.customer,
    savedNotice: customerWriteMessages.updated,
    useUpdate: useUpdateCustomer,
    formErrorOf: customerFormErrorOf,
  });
  const customer = record?.customer;
  return (
    <CustomerForm
      key={customer?.id ?? 'loading'}
      {...form}
      customer={customer}
      onSubmit={(values) => customer && update.mutate({ values, updatedAt: customer.updated_at })}
    />
  );
}
