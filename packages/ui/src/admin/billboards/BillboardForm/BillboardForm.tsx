import {
  billboardImageProblem,
  billboardImageTypes,
  billboardRequestSchema,
  billboardWriteMessages,
  type Billboard,
  type BillboardFormValues,
  type BillboardRequest,
} from '@laqta/contract';
import {
  Controller,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { DatePicker } from '../../../primitives/DatePicker';
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

export const billboardFormCopy = {
  createTitle: 'إضافة إعلان',
  editTitle: 'تعديل الإعلان',
  title: 'عنوان الإعلان',
  link: 'الرابط (اختياري)',
  linkHint: 'رابط يبدأ بـ https:// أو مسار في الموقع يبدأ بـ /',
  startsDay: 'يبدأ يوم',
  startsTime: 'ساعة البداية',
  endsDay: 'ينتهي يوم',
  endsTime: 'ساعة النهاية',
  timeHint: 'بتوقيت المنصة (الرياض)، مثل 09:00 أو 21:30',
  timeInvalid: 'أدخل الوقت بالصيغة HH:mm، مثل 09:00',
  active: 'الإعلان مفعّل',
  activeHint: 'يظهر في الصفحة الرئيسية خلال فترة عرضه فقط',
  sortOrder: 'ترتيب العرض',
  sortOrderHint: 'الأصغر يظهر أولًا',
  image: 'صورة الإعلان',
  imageHint: 'JPEG أو PNG أو WebP، بحد أقصى 5 ميغابايت. تُعرض بنسبة 16:5.',
  imageAlt: 'الصورة الحالية للإعلان',
  create: 'إضافة الإعلان',
  save: recordFormCopy.save,
  saving: recordFormCopy.saving,
  cancel: recordFormCopy.cancel,
  loading: 'جاري تحميل الإعلان',
  loadFailed: 'تعذر تحميل الإعلان',
} as const;

/** A failed save: the message above the form, a 422's field errors under their fields. */
export type BillboardFormError = RecordFormError;

/** The form's own fields: each moment as a day (DatePicker) and a wall-clock time. */
interface FormFields {
  title: string;
  link_url: string;
  starts_day: string;
  starts_time: string;
  ends_day: string;
  ends_time: string;
  is_active: boolean;
  sort_order: string;
}

export interface BillboardFormProps extends RecordFormProps {
  mode: 'create' | 'edit';
  billboard?: Billboard | null;
  /**
   * The billboard's values in the platform's wall-clock time (contract `billboardFormValuesOf`,
   * given by the app, which knows the platform's time zone).
   */
  initialValues?: BillboardFormValues;
  /** Valid values (`starts_at`/`ends_at` as `YYYY-MM-DDTHH:mm` in the platform's zone) and the image. */
  onSubmit: (values: BillboardRequest, image: File | null) => void;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function fieldsOf(values: BillboardFormValues | undefined): FormFields {
  const [startsDay = '', startsTime = ''] = (values?.starts_at ?? '').split('T');
  const [endsDay = '', endsTime = ''] = (values?.ends_at ?? '').split('T');
  return {
    title: values?.title ?? '',
    link_url: values?.link_url ?? '',
    starts_day: startsDay,
    starts_time: startsTime || '09:00',
    ends_day: endsDay,
    ends_time: endsTime || '23:59',
    is_active: values?.is_active ?? true,
    sort_order: values?.sort_order ?? '0',
  };
}

/** Where a request field's message shows in this form (a moment's under its day). */
const formFieldOf: Record<string, keyof FormFields> = {
  title: 'title',
  link_url: 'link_url',
  starts_at: 'starts_day',
  ends_at: 'ends_day',
  is_active: 'is_active',
  sort_order: 'sort_order',
};

/** Checks the form with the contract's request schema (the server's rules, its Arabic words). */
const resolver: Resolver<FormFields, unknown, BillboardRequest> = async (fields) => {
  const errors: FieldErrors<FormFields> = {};
  for (const name of ['starts_time', 'ends_time'] as const)
    if (!TIME.test(fields[name].trim()))
      errors[name] = { type: 'pattern', message: billboardFormCopy.timeInvalid };
  const parsed = billboardRequestSchema.safeParse({
    title: fields.title,
    link_url: fields.link_url,
    starts_at: fields.starts_day ? `${fields.starts_day}T${fields.starts_time.trim()}` : '',
    ends_at: fields.ends_day ? `${fields.ends_day}T${fields.ends_time.trim()}` : '',
    is_active: fields.is_active,
    sort_order: fields.sort_order,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = formFieldOf[String(issue.path[0])];
      if (name && !errors[name]) errors[name] = { type: 'schema', message: issue.message };
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
};

/** The billboard add and edit views: title, link, schedule (Riyadh time), on/off, order, image. */
export function BillboardForm(props: BillboardFormProps) {
  const title =
    props.mode === 'create' ? billboardFormCopy.createTitle : billboardFormCopy.editTitle;
  return (
    <RecordFormFrame {...props} title={title} copy={billboardFormCopy}>
      <BillboardFormFields {...props} title={title} />
    </RecordFormFrame>
  );
}

function BillboardFormFields({
  mode,
  billboard,
  initialValues,
  onSubmit,
  submitting = false,
  error,
  cancelHref,
  onDirtyChange,
  title,
}: BillboardFormProps & { title: string }) {
  const image = usePickedFile(
    error,
    'image',
    mode === 'create' ? { message: billboardWriteMessages.imageRequired } : undefined,
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useRecordForm<FormFields, BillboardRequest>({
    resolver: resolver,
    defaultValues: fieldsOf(initialValues),
    error,
    serverFields: formFieldOf,
    onDirtyChange,
    pickedFile: image.file,
  });
  return (
    <RecordFormCard
      label={title}
      submitting={submitting}
      submitLabel={mode === 'create' ? billboardFormCopy.create : billboardFormCopy.save}
      cancelHref={cancelHref}
      onSubmit={(event) => {
        const hasImage = image.checkRequired();
        void handleSubmit((values) => {
          if (hasImage) onSubmit(values, image.file);
        })(event);
      }}
    >
      <TextField
        label={billboardFormCopy.title}
        required
        autoComplete="off"
        className="md:col-span-2"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextField
        label={billboardFormCopy.link}
        hint={billboardFormCopy.linkHint}
        type="url"
        autoComplete="off"
        className="md:col-span-2"
        error={errors.link_url?.message}
        {...register('link_url')}
      />
      <MomentFields
        control={control}
        register={register}
        errors={errors}
        day="starts_day"
        time="starts_time"
        dayLabel={billboardFormCopy.startsDay}
        timeLabel={billboardFormCopy.startsTime}
        placeholder="09:00"
      />
      <MomentFields
        control={control}
        register={register}
        errors={errors}
        day="ends_day"
        time="ends_time"
        dayLabel={billboardFormCopy.endsDay}
        timeLabel={billboardFormCopy.endsTime}
        placeholder="23:59"
      />
      <p className="-mt-3 text-sm text-ink-muted md:col-span-2">{billboardFormCopy.timeHint}</p>
      <TextField
        label={billboardFormCopy.sortOrder}
        hint={billboardFormCopy.sortOrderHint}
        inputMode="numeric"
        autoComplete="off"
        error={errors.sort_order?.message}
        {...register('sort_order')}
      />
      <div className="self-center">
        <label className="inline-flex cursor-pointer items-center gap-3 text-base font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-describedby="billboard-active-hint"
            {...register('is_active')}
          />
          {billboardFormCopy.active}
        </label>
        <p id="billboard-active-hint" className="ms-8 text-sm text-ink-muted">
          {billboardFormCopy.activeHint}
        </p>
      </div>
      <div className="md:col-span-2">
        <ImagePicker
          label={billboardFormCopy.image}
          required={mode === 'create'}
          file={image.file}
          currentUrl={billboard?.image_url}
          error={image.error}
          disabled={submitting}
          accept={billboardImageTypes}
          problemOf={billboardImageProblem}
          hint={billboardFormCopy.imageHint}
          currentAlt={billboardFormCopy.imageAlt}
          onChange={image.pick}
          onReject={image.reject}
        />
      </div>
    </RecordFormCard>
  );
}

/** One moment of the schedule: its day (DatePicker) beside its wall-clock time. */
function MomentFields({
  control,
  register,
  errors,
  day,
  time,
  dayLabel,
  timeLabel,
  placeholder,
}: {
  control: Control<FormFields, unknown, BillboardRequest>;
  register: UseFormRegister<FormFields>;
  errors: FieldErrors<FormFields>;
  day: 'starts_day' | 'ends_day';
  time: 'starts_time' | 'ends_time';
  dayLabel: string;
  timeLabel: string;
  placeholder: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_8rem] gap-3">
      <Controller
        control={control}
        name={day}
        render={({ field }) => (
          <DatePicker
            label={dayLabel}
            required
            value={field.value}
            onChange={field.onChange}
            error={errors[day]?.message}
          />
        )}
      />
      <TextField
        label={timeLabel}
        required
        dir="ltr"
        inputMode="numeric"
        placeholder={placeholder}
        autoComplete="off"
        error={errors[time]?.message}
        {...register(time)}
      />
    </div>
  );
}
