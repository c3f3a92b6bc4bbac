import {
  adminPaths,
  customerWriteMessages,
  fillPath,
  staleRecordMessage,
  type CustomerDetail as CustomerDetailRecord,
} from '@laqta/contract';
import { CustomerForm, type CustomerFormError } from '@laqta/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/ApiError';
import { useUpdateCustomer } from '../../../api/customers';
import { errorMessageOf } from '../../../lists/queries';
import { useAdminDetailRoute } from '../../../lists/useAdminDetailRoute';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

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
  const navigate = useNavigate();
  const { id, answer } = useAdminDetailRoute<CustomerDetailRecord>(adminPaths.api.customer);
  const update = useUpdateCustomer(id);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !update.isSuccess);

  const stale = update.error?.status === 409;
  const { refetch } = answer;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);

  const saved = update.data;
  useEffect(() => {
    if (saved)
      navigate(fillPath(adminPaths.pages.customer, { id: saved.id }), {
        state: { notice: customerWriteMessages.updated },
      });
  }, [saved, navigate]);

  const customer = answer.data?.customer;
  return (
    <CustomerForm
      key={customer?.id ?? 'loading'}
      customer={customer}
      loading={answer.isPending}
      loadError={answer.isError ? errorMessageOf(answer.error) : null}
      onRetry={() => void answer.refetch()}
      cancelHref={fillPath(adminPaths.pages.customer, { id })}
      onDirtyChange={setDirty}
      submitting={update.isPending || update.isSuccess}
      error={update.isError ? customerFormErrorOf(update.error) : null}
      onSubmit={(values) => customer && update.mutate({ values, updatedAt: customer.updated_at })}
    />
  );
}
