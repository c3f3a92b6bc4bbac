import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerFormSchema,
  type Customer,
  type CustomerFormValues,
  type CustomerUpdateRequest,
} from '@laqta/contract';
import { useEffect } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Link } from '../../../navigation/Link';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import { TextField } from '../../../primitives/TextField';

export const customerFormCopy = {
  title: 'تعديل بيانات العميل',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الجوال',
  city: 'المدينة',
  save: 'حفظ التعديلات',
  saving: 'جاري الحفظ...',
  cancel: 'إلغاء',
  loading: 'جاري تحميل العميل',
  loadFailed: 'تعذر تحميل العميل',
} as const;

/** What a valid form gives (e-mail lower-cased, phone with Latin digits). */
export type CustomerFormOutput = Omit<CustomerUpdateRequest, 'updated_at'>;

export interface CustomerFormError {
  message: string;
  /** A 422's field errors (an e-mail another customer has…), under their fields. */
  fieldErrors?: Record<string, string[] | undefined>;
}

export interface CustomerFormProps {
  customer?: Customer | null;
  onSubmit: (values: CustomerFormOutput) => void;
  submitting?: boolean;
  /** The last failed save (422, 409 stale…); what was typed stays typed. */
  error?: CustomerFormError | null;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  cancelHref: string;
  onDirtyChange?: (dirty: boolean) => void;
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
  const { loading, loadError, onRetry } = props;
  if (loading || loadError)
    return (
      <div>
        <PageTitle title={customerFormCopy.title} />
        {loadError ? (
          <ErrorWithRetry title={customerFormCopy.loadFailed} onRetry={onRetry}>
            {loadError}
          </ErrorWithRetry>
        ) : (
          <Card padding="lg" className="flex justify-center">
            <Spinner size="lg" label={customerFormCopy.loading} />
          </Card>
        )}
      </div>
    );
  return <CustomerFormFields {...props} />;
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
    setError,
    formState: { errors, isDirty },
  } = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(customerFormSchema) as unknown as Resolver<
      CustomerFormValues,
      unknown,
      CustomerFormOutput
    >,
    defaultValues: valuesOf(customer),
  });

  useEffect(() => {
    const fieldErrors = error?.fieldErrors ?? {};
    for (const name of fieldNames) {
      const message = fieldErrors[name]?.[0];
      if (message) setError(name, { type: 'server', message });
    }
  }, [error, setError]);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  return (
    <div>
      <PageTitle title={customerFormCopy.title} />
      {error && (
        <Alert tone="error" className="mb-5">
          {error.message}
        </Alert>
      )}
      <Card padding="lg">
        <form
          noValidate
          aria-label={customerFormCopy.title}
          className="grid gap-5 md:grid-cols-2"
          onSubmit={(event) => {
            if (submitting) {
              event.preventDefault();
              return;
            }
            void handleSubmit((values) => onSubmit(values))(event);
          }}
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
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <Button type="submit" loading={submitting} loadingText={customerFormCopy.saving}>
              {customerFormCopy.save}
            </Button>
            <Link
              href={cancelHref}
              className="rounded-control px-4 py-2 font-semibold text-ink-muted hover:text-ink"
            >
              {customerFormCopy.cancel}
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
