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
import type { Path, Resolver } from 'react-hook-form';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import {
  RecordFormCard,
  RecordFormFrame,
  recordFormCopy,
  usePickedFile,
  useRecordForm,
  type RecordFormError,
  type RecordFormProps,
} from '../../RecordForm';
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
  save: recordFormCopy.save,
  saving: recordFormCopy.saving,
  cancel: recordFormCopy.cancel,
  loading: 'جاري تحميل المصور',
  loadFailed: 'تعذر تحميل المصور',
} as const;

/** A failed save: the message above the form, a 422's field errors under their fields. */
export type PhotographerFormError = RecordFormError;

export interface PhotographerFormProps extends RecordFormProps {
  mode: 'create' | 'edit';
  /** The photographer being edited (fills the form; its avatar shows until replaced). */
  photographer?: Photographer | null;
  /** Valid values (starting price in halalas) and the picked avatar, if any. */
  onSubmit: (values: PhotographerFormOutput, avatar: File | null) => void;
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
  const title =
    props.mode === 'create' ? photographerFormCopy.createTitle : photographerFormCopy.editTitle;
  return (
    <RecordFormFrame {...props} title={title} copy={photographerFormCopy}>
      <PhotographerFormFields {...props} title={title} />
    </RecordFormFrame>
  );
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
  const avatar = usePickedFile(error, 'avatar');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRecordForm<PhotographerFormValues, PhotographerFormOutput>({
    resolver: zodResolver(photographerFormSchema) as unknown as Resolver<
      PhotographerFormValues,
      unknown,
      PhotographerFormOutput
    >,
    defaultValues: photographerFormValuesOf(photographer),
    error,
    serverFields: fieldNames,
    onDirtyChange,
    pickedFile: avatar.file,
  });

  const specialtiesError = errors.specialties?.message ?? errors.specialties?.root?.message;
  return (
    <RecordFormCard
      label={title}
      submitting={submitting}
      submitLabel={mode === 'create' ? photographerFormCopy.create : photographerFormCopy.save}
      cancelHref={cancelHref}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, avatar.file))(event)}
    >
      {mode === 'create' && (
        <p className="text-sm text-ink-muted md:col-span-2">{photographerFormCopy.createHint}</p>
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
          <p id="photographer-specialties-error" className="text-sm font-semibold text-danger-600">
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
          file={avatar.file}
          currentUrl={photographer?.avatar_url}
          error={avatar.error}
          disabled={submitting}
          accept={photographerAvatarTypes}
          problemOf={photographerAvatarProblem}
          hint={photographerFormCopy.avatarHint}
          currentAlt={photographerFormCopy.avatarAlt}
          onChange={avatar.pick}
          onReject={avatar.reject}
        />
      </div>
    </RecordFormCard>
  );
}
