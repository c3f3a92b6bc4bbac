import { adminPaths, customerDetailSchema, customerWriteMessages } from '@laqta/contract';
import { CustomerForm, type CustomerFormError } from '@laqta/ui';
import { useUpdateCustomer } from '../../../api/customers';
import { recordSaveErrorOf, recordSaveMessages } from '../recordSaveError';
import { useRecordEditRoute } from '../useRecordEditRoute';

export const customerSaveMessages = recordSaveMessages('العميل');

function customerFormErrorOf(error: unknown): CustomerFormError {
  return recordSaveErrorOf(error, customerSaveMessages);
}

/**
 * `/admin/users/{id}/edit`: name, e-mail, phone, city with the `updated_at` it loaded; a 409
 * reloads the record and keeps what was typed (the form stays mounted).
 */
export default function CustomerEditRoute() {
  const { record, update, form } = useRecordEditRoute({
    recordPath: adminPaths.api.customer,
    record: customerDetailSchema,
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
