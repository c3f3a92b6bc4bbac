import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerFormSchema,
  type Customer,
  type CustomerFormValues,
  type CustomerUpdateRequest,
} from '@laqta/contract';
import type { Path, Resolver } from 'react-hook-form';
import { TextField } from '../../../primitives/TextField';
import {
  RecordFormCard,
  RecordFormFrame,
  recordFormCopy,
  useRecordForm,
  type RecordFormError,
  type RecordFormProps,
} from '../../RecordForm';

export const customerFormCopy = {
  title: 'تعديل بيانات العميل',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الجوال',
  city: 'المدينة',
  save: recordFormCopy.save,
  saving: recordFormCopy.saving,
  cancel: recordFormCopy.cancel,
  loading: 'جاري تحميل العميل',
  loadFailed: 'تعذر تحميل العميل',
} as const;

/** What a valid form gives (e-mail lower-cased, phone with Latin digits). */
export type CustomerFormOutput = Omit<CustomerUpdateRequest, 'updated_at'>;

/** A failed save (a 422's field errors — an e-mail another customer has… — under their fields). */
export type CustomerFormError = RecordFormError;

export interface CustomerFormProps extends RecordFormProps {
  customer?: Customer | null;
  onSubmit: (values: CustomerFormOutput) => void;
}

const fieldNames = [
  'name',
  'email',
  'phone',
  'city',
] as const satisfies readonly Path<CustomerFormValues>[];

const valuesOf = (customer?: Customer | null): CustomerFormValues => ({
  name: customer?.name ?? '',
  email: customer?.email ?? '',
  phone: customer?.phone ?? '',
  city: customer?.city ?? '',
});

/** A customer's edit view: name, e-mail (unique), phone and city, checked by the contract's schema. */
export function CustomerForm(props: CustomerFormProps) {
  return (
    <RecordFormFrame {...props} title={customerFormCopy.title} copy={customerFormCopy}>
      <CustomerFormFields {...props} />
    </RecordFormFrame>
  );
}

function CustomerFormFields({
  customer,
  onSubmit,
  submitting = false,
  error,
  cancelHref,
  onDirtyChange,
}: CustomerFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRecordForm<CustomerFormValues, CustomerFormOutput>({
    resolver: zodResolver(customerFormSchema) as unknown as Resolver<
      CustomerFormValues,
      unknown,
      CustomerFormOutput
    >,
    defaultValues: valuesOf(customer),
    error,
    serverFields: fieldNames,
    onDirtyChange,
  });

  return (
    <RecordFormCard
      label={customerFormCopy.title}
      submitting={submitting}
      cancelHref={cancelHref}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}
    >
      <TextField
        label={customerFormCopy.name}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={customerFormCopy.city}
        required
        autoComplete="off"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={customerFormCopy.email}
        type="email"
        required
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={customerFormCopy.phone}
        type="tel"
        required
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
    </RecordFormCard>
  );
}
