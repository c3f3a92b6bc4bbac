import { zodResolver } from '@hookform/resolvers/zod';
import {
  photographerAvatarProblem,
  photographerAvatarTypes,
  photographerFormSchema,
  photographerFormValuesOf,
  serviceCategories,
  serviceCategoryLabels,
  type Photographer,
  type PhotographerFormOutput,
  type PhotographerFormValues,
} from '@laqta/contract';
import { useEffect, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Link } from '../../../navigation/Link';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { ImagePicker } from '../../services/ServiceForm/ImagePicker';

export const photographerFormCopy = {
  createTitle: 'إضافة مصور',
  editTitle: 'تعديل بيانات المصور',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الجوال',
  city: 'المدينة',
  bio: 'نبذة',
  specialties: 'التخصصات',
  startingPrice: 'سعر البداية (ريال)',
  startingPriceHint: 'بالريال السعودي، مثل 1500 أو 1499.50',
  avatar: 'الصورة الشخصية',
  avatarHint: 'JPEG أو PNG أو WebP، بحد أقصى 2 ميغابايت.',
  avatarAlt: 'الصورة الحالية للمصور',
  createHint: 'يبدأ المصور الجديد «قيد المراجعة» في طابور الاعتماد.',
  create: 'إضافة المصور',
  save: 'حفظ التعديلات',
  saving: 'جاري الحفظ...',
  cancel: 'إلغاء',
  loading: 'جاري تحميل المصور',
  loadFailed: 'تعذر تحميل المصور',
} as const;

export interface PhotographerFormError {
  /** Shown above the form. */
  message: string;
  /** A 422's field errors (dotted keys), shown under their fields. */
  fieldErrors?: Record<string, string[] | undefined>;
}

export interface PhotographerFormProps {
  mode: 'create' | 'edit';
  /** The photographer being edited (fills the form; its avatar shows until replaced). */
  photographer?: Photographer | null;
  /** Valid values (starting price in halalas) and the picked avatar, if any. */
  onSubmit: (values: PhotographerFormOutput, avatar: File | null) => void;
  submitting?: boolean;
  /** The last failed save (422 per field, 409 stale…); what was typed stays typed. */
  error?: PhotographerFormError | null;
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
  'bio',
  'specialties',
  'starting_price',
] as const satisfies readonly Path<PhotographerFormValues>[];

/** The photographer add and edit views (react-hook-form with the contract's schema). */
export function PhotographerForm(props: PhotographerFormProps) {
  const { mode, loading, loadError, onRetry } = props;
  const title =
    mode === 'create' ? photographerFormCopy.createTitle : photographerFormCopy.editTitle;
  if (loading || loadError)
    return (
      <div>
        <PageTitle title={title} />
        {loadError ? (
          <ErrorWithRetry title={photographerFormCopy.loadFailed} onRetry={onRetry}>
            {loadError}
          </ErrorWithRetry>
        ) : (
          <Card padding="lg" className="flex justify-center">
            <Spinner size="lg" label={photographerFormCopy.loading} />
          </Card>
        )}
      </div>
    );
  return <PhotographerFormFields {...props} title={title} />;
}

function PhotographerFormFields({
  mode,
  photographer,
  onSubmit,
  submitting = false,
  error,
  cancelHref,
  onDirtyChange,
  title,
}: PhotographerFormProps & { title: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<PhotographerFormValues, unknown, PhotographerFormOutput>({
    resolver: zodResolver(photographerFormSchema) as unknown as Resolver<
      PhotographerFormValues,
      unknown,
      PhotographerFormOutput
    >,
    defaultValues: photographerFormValuesOf(photographer),
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [answeredError, setAnsweredError] = useState<PhotographerFormError | null | undefined>(
    null,
  );
  const serverAvatarError = error !== answeredError ? error?.fieldErrors?.avatar?.[0] : undefined;

  // A server 422: each message under its field (the typed values stay).
  useEffect(() => {
    const fieldErrors = error?.fieldErrors ?? {};
    for (const name of fieldNames) {
      const message = fieldErrors[name]?.[0];
      if (message) setError(name, { type: 'server', message });
    }
  }, [error, setError]);

  const dirty = isDirty || avatar !== null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const specialtiesError = errors.specialties?.message ?? errors.specialties?.root?.message;
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
            void handleSubmit((values) => onSubmit(values, avatar))(event);
          }}
        >
          {mode === 'create' && (
            <p className="text-sm text-ink-muted md:col-span-2">
              {photographerFormCopy.createHint}
            </p>
          )}
          <TextField
            label={photographerFormCopy.name}
            required
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={photographerFormCopy.city}
            required
            autoComplete="off"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={photographerFormCopy.email}
            type="email"
            required
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={photographerFormCopy.phone}
            type="tel"
            required
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={photographerFormCopy.startingPrice}
            hint={photographerFormCopy.startingPriceHint}
            required
            inputMode="decimal"
            autoComplete="off"
            error={errors.starting_price?.message}
            {...register('starting_price')}
          />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={specialtiesError ? 'photographer-specialties-error' : undefined}
          >
            <legend className="mb-1.5 text-sm font-semibold text-ink">
              {photographerFormCopy.specialties}
              <span aria-hidden="true" className="ms-1 text-danger-600">
                *
              </span>
            </legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {serviceCategories.map((category) => (
                <label
                  key={category}
                  className="inline-flex cursor-pointer items-center gap-2 text-base text-ink"
                >
                  <input
                    type="checkbox"
                    value={category}
                    className="size-5 accent-brand-700"
                    aria-invalid={specialtiesError ? true : undefined}
                    {...register('specialties')}
                  />
                  {serviceCategoryLabels[category]}
                </label>
              ))}
            </div>
            {specialtiesError && (
              <p
                id="photographer-specialties-error"
                className="text-sm font-semibold text-danger-600"
              >
                {specialtiesError}
              </p>
            )}
          </fieldset>
          <TextArea
            label={photographerFormCopy.bio}
            rows={4}
            className="md:col-span-2"
            error={errors.bio?.message}
            {...register('bio')}
          />
          <div className="md:col-span-2">
            <ImagePicker
              label={photographerFormCopy.avatar}
              file={avatar}
              currentUrl={photographer?.avatar_url}
              error={avatarError ?? serverAvatarError}
              disabled={submitting}
              accept={photographerAvatarTypes}
              problemOf={photographerAvatarProblem}
              hint={photographerFormCopy.avatarHint}
              currentAlt={photographerFormCopy.avatarAlt}
              onChange={(file) => {
                setAvatar(file);
                setAvatarError(undefined);
                setAnsweredError(error);
              }}
              onReject={(message) => {
                setAvatarError(message);
                setAnsweredError(error);
              }}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <Button type="submit" loading={submitting} loadingText={photographerFormCopy.saving}>
              {mode === 'create' ? photographerFormCopy.create : photographerFormCopy.save}
            </Button>
            <Link
              href={cancelHref}
              className="rounded-control px-4 py-2 font-semibold text-ink-muted hover:text-ink"
            >
              {photographerFormCopy.cancel}
            </Link>
          </div>
        </form>
      </Card>
    </div>
  );
}
