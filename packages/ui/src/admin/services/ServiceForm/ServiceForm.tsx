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
import type { Path, Resolver } from 'react-hook-form';
import {
  controlBorder,
  controlClassName,
  FormField,
} from '../../../primitives/FormField/FormField';
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
  save: recordFormCopy.save,
  saving: recordFormCopy.saving,
  cancel: recordFormCopy.cancel,
  loading: 'جاري تحميل الخدمة',
  loadFailed: 'تعذر تحميل الخدمة',
} as const;

/** A failed save: the message above the form, a 422's field errors under their fields. */
export type ServiceFormError = RecordFormError;

export interface ServiceFormProps extends RecordFormProps {
  mode: 'create' | 'edit';
  /** The service being edited (its values fill the form; its image shows until replaced). */
  service?: Service | null;
  /** Valid values (price in halalas) and the picked image, if any. */
  onSubmit: (values: ServiceFormOutput, image: File | null) => void;
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
  const title = props.mode === 'create' ? serviceFormCopy.createTitle : serviceFormCopy.editTitle;
  return (
    <RecordFormFrame {...props} title={title} copy={serviceFormCopy}>
      <ServiceFormFields {...props} title={title} />
    </RecordFormFrame>
  );
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
  const image = usePickedFile(
    error,
    'image',
    mode === 'create' ? { message: serviceMessages.imageRequired } : undefined,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useRecordForm<ServiceFormValues, ServiceFormOutput>({
    // The form holds '' for "no category yet", which the schema refuses with its Arabic message;
    // so the values type is wider than the schema's input, and the resolver is typed to match.
    resolver: zodResolver(serviceFormSchema) as unknown as Resolver<
      ServiceFormValues,
      unknown,
      ServiceFormOutput
    >,
    defaultValues: serviceFormValuesOf(service),
    error,
    serverFields: fieldNames,
    onDirtyChange,
    pickedFile: image.file,
  });

  return (
    <RecordFormCard
      label={title}
      submitting={submitting}
      submitLabel={mode === 'create' ? serviceFormCopy.create : serviceFormCopy.save}
      cancelHref={cancelHref}
      onSubmit={(event) => {
        const hasImage = image.checkRequired();
        void handleSubmit((values) => {
          if (hasImage) onSubmit(values, image.file);
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
          <p className="ms-8 text-sm font-semibold text-danger-600">{errors.is_active.message}</p>
        )}
      </div>
      <div className="md:col-span-2">
        <ImagePicker
          label={serviceFormCopy.image}
          required={mode === 'create'}
          file={image.file}
          currentUrl={service?.image_url}
          error={image.error}
          disabled={submitting}
          onChange={image.pick}
          onReject={image.reject}
        />
      </div>
    </RecordFormCard>
  );
}
