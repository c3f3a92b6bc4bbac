import { zodResolver } from '@hookform/resolvers/zod';
import {
  serviceCategories,
  serviceCategoryLabels,
  serviceFormSchema,
  serviceFormValuesOf,
  serviceMessages,
  type Service,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '@laqta/contract';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Link } from '../../../navigation/Link';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import {
  controlBorder,
  controlClassName,
  FormField,
} from '../../../primitives/FormField/FormField';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { ImagePicker } from './ImagePicker';

export const serviceFormCopy = {
  createTitle: 'إضافة خدمة',
  editTitle: 'تعديل الخدمة',
  name: 'اسم الخدمة',
  description: 'الوصف',
  category: 'التصنيف',
  categoryPlaceholder: 'اختر التصنيف',
  basePrice: 'السعر الأساسي (ريال)',
  basePriceHint: 'بالريال السعودي، مثل 450 أو 449.50',
  duration: 'مدة الجلسة (بالدقائق)',
  sortOrder: 'ترتيب العرض',
  sortOrderHint: 'الأصغر يظهر أولًا',
  active: 'الخدمة مفعّلة',
  activeHint: 'الخدمات غير المفعّلة لا تظهر للعملاء',
  image: 'صورة الخدمة',
  create: 'إضافة الخدمة',
  save: 'حفظ التعديلات',
  saving: 'جاري الحفظ...',
  cancel: 'إلغاء',
  loading: 'جاري تحميل الخدمة',
  loadFailed: 'تعذر تحميل الخدمة',
} as const;

export interface ServiceFormError {
  /** Shown above the form. */
  message: string;
  /** A 422's field errors (dotted keys), shown under their fields. */
  fieldErrors?: Record<string, string[] | undefined>;
}

export interface ServiceFormProps {
  mode: 'create' | 'edit';
  /** The service being edited (its values fill the form; its image shows until replaced). */
  service?: Service | null;
  /** Valid values (price in halalas) and the picked image, if any. */
  onSubmit: (values: ServiceFormOutput, image: File | null) => void;
  /** A save is in flight: the button reads 'جاري الحفظ...' and is disabled. */
  submitting?: boolean;
  /** The last failed save; what was typed stays typed. */
  error?: ServiceFormError | null;
  /** The edited service is loading (edit). */
  loading?: boolean;
  /** Loading the edited service failed (edit): the message, with a retry. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Where "إلغاء" goes (the services list). */
  cancelHref: string;
  /** Told whether anything was typed or picked (so the app can ask before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

const fieldNames = [
  'name',
  'description',
  'category',
  'base_price',
  'duration_minutes',
  'is_active',
  'sort_order',
] as const satisfies readonly Path<ServiceFormValues>[];

/** The services add and edit views (`/admin/services/new`, `/admin/services/{id}/edit`). */
export function ServiceForm(props: ServiceFormProps) {
  const { mode, loading, loadError, onRetry } = props;
  const title = mode === 'create' ? serviceFormCopy.createTitle : serviceFormCopy.editTitle;

  if (loading || loadError)
    return (
      <div>
        <PageTitle title={title} />
        {loadError ? (
          <ErrorWithRetry title={serviceFormCopy.loadFailed} onRetry={onRetry}>
            {loadError}
          </ErrorWithRetry>
        ) : (
          <Card padding="lg" className="flex justify-center">
            <Spinner size="lg" label={serviceFormCopy.loading} />
          </Card>
        )}
      </div>
    );

  return <ServiceFormFields {...props} title={title} />;
}

function ServiceFormFields({
  mode,
  service,
  onSubmit,
  submitting = false,
  error,
  cancelHref,
  onDirtyChange,
  title,
}: ServiceFormProps & { title: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ServiceFormValues, unknown, ServiceFormOutput>({
    // The form holds '' for "no category yet", which the schema refuses with its Arabic message;
    // so the values type is wider than the schema's input, and the resolver is typed to match.
    resolver: zodResolver(serviceFormSchema) as unknown as Resolver<
      ServiceFormValues,
      unknown,
      ServiceFormOutput
    >,
    defaultValues: serviceFormValuesOf(service),
  });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  // The server's image error stands until another image is picked after it arrived.
  const [answeredError, setAnsweredError] = useState<ServiceFormError | null | undefined>(null);
  const serverImageError = error !== answeredError ? error?.fieldErrors?.image?.[0] : undefined;

  // A server 422: each message under its field (cleared when the field is checked again).
  useEffect(() => {
    const fieldErrors = error?.fieldErrors ?? {};
    for (const name of fieldNames) {
      const message = fieldErrors[name]?.[0];
      if (message) setError(name, { type: 'server', message });
    }
  }, [error, setError]);

  const dirty = isDirty || image !== null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const imageRequired = mode === 'create';
  const missingImage = () => imageRequired && !image;

  return (
    <div>
      <PageTitle title={title} />
      {error && (
        <Alert tone="error" className="mb-5">
          {error.message}
        </Alert>
      )}
      <Card padding="lg">
        <form
          noValidate
          aria-label={title}
          className="grid gap-5 md:grid-cols-2"
          onSubmit={(event) => {
            if (submitting) {
              event.preventDefault();
              return;
            }
            if (missingImage()) setImageError(serviceMessages.imageRequired);
            void handleSubmit((values) => {
              if (missingImage()) return;
              onSubmit(values, image);
            })(event);
          }}
        >
          <TextField
            label={serviceFormCopy.name}
            required
            autoComplete="off"
            className="md:col-span-2"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextArea
            label={serviceFormCopy.description}
            rows={4}
            className="md:col-span-2"
            error={errors.description?.message}
            {...register('description')}
          />
          <FormField label={serviceFormCopy.category} required error={errors.category?.message}>
            {(control) => (
              <select
                required
                {...control}
                {...register('category')}
                className={clsx(controlClassName, controlBorder(Boolean(errors.category)))}
              >
                <option value="">{serviceFormCopy.categoryPlaceholder}</option>
                {serviceCategories.map((category) => (
                  <option key={category} value={category}>
                    {serviceCategoryLabels[category]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label={serviceFormCopy.basePrice}
            hint={serviceFormCopy.basePriceHint}
            required
            inputMode="decimal"
            autoComplete="off"
            error={errors.base_price?.message}
            {...register('base_price')}
          />
          <TextField
            label={serviceFormCopy.duration}
            required
            inputMode="numeric"
            autoComplete="off"
            error={errors.duration_minutes?.message}
            {...register('duration_minutes')}
          />
          <TextField
            label={serviceFormCopy.sortOrder}
            hint={serviceFormCopy.sortOrderHint}
            inputMode="numeric"
            autoComplete="off"
            error={errors.sort_order?.message}
            {...register('sort_order')}
          />
          <div className="md:col-span-2">
            <label className="inline-flex cursor-pointer items-center gap-3 text-base font-semibold text-ink">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-describedby="service-active-hint"
                {...register('is_active')}
              />
              {serviceFormCopy.active}
            </label>
            <p id="service-active-hint" className="ms-8 text-sm text-ink-muted">
              {serviceFormCopy.activeHint}
            </p>
            {errors.is_active?.message && (
              <p className="ms-8 text-sm font-semibold text-danger-600">
                {errors.is_active.message}
              </p>
            )}
          </div>
          <div className="md:col-span-2">
            <ImagePicker
              label={serviceFormCopy.image}
              required={imageRequired}
              file={image}
              currentUrl={service?.image_url}
              error={imageError ?? serverImageError}
              disabled={submitting}
              onChange={(file) => {
                setImage(file);
                setImageError(undefined);
                setAnsweredError(error);
              }}
              onReject={(message) => {
                setImageError(message);
                setAnsweredError(error);
              }}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <Button type="submit" loading={submitting} loadingText={serviceFormCopy.saving}>
              {mode === 'create' ? serviceFormCopy.create : serviceFormCopy.save}
            </Button>
            <Link
              href={cancelHref}
              className="rounded-control px-4 py-2 font-semibold text-ink-muted hover:text-ink"
            >
              {serviceFormCopy.cancel}
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
