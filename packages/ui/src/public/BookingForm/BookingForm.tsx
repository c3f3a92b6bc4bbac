import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING_HONEYPOT_FIELD,
  bookingAgeNotice,
  bookingMessages,
  bookingRequestSchema,
  type BookingRequest,
  type BookingRequestInput,
  type PublicService,
} from '@laqta/contract';
import { clsx } from 'clsx';
import { CalendarCheck } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { formatMoney } from '../../format/money';
import { useDateSettings } from '../../providers/DatePreferencesProvider';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { DatePicker } from '../../primitives/DatePicker';
import { controlBorder, controlClassName, FormField } from '../../primitives/FormField/FormField';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { NotReadyHint } from '../ContactForm/NotReadyHint';
import { failureOf } from '../ContactForm/submissionFailure';
import { useHydrated } from '../ContactForm/useHydrated';
import { newIdempotencyKey } from './idempotencyKey';
import { sessionAtOf, sessionParts, sessionStartTimes, sessionTimeLabel } from './sessionTimes';

export const bookingFormCopy = {
  form: 'نموذج طلب الحجز',
  session: 'الجلسة',
  service: 'الخدمة',
  servicePlaceholder: 'اختر الخدمة',
  servicesLoading: 'جاري تحميل الخدمات...',
  serviceOption: (name: string, price: string) => `${name} — يبدأ من ${price}`,
  day: 'تاريخ الجلسة',
  time: 'وقت الجلسة',
  timePlaceholder: 'اختر الوقت',
  timeHint: 'بتوقيت الرياض',
  place: 'المكان',
  city: 'المدينة',
  address: 'العنوان',
  addressHint: 'الحي والشارع، أو اسم القاعة',
  photographer: 'المصور المفضل (اختياري)',
  anyPhotographer: 'اترك الاختيار لفريق لقطة',
  you: 'بياناتك',
  name: 'الاسم الكامل',
  phone: 'رقم الجوال',
  phoneHint: 'جوال سعودي، مثل 0501234567',
  email: 'البريد الإلكتروني',
  notes: 'ملاحظات (اختياري)',
  notesHint: 'عدد الأشخاص، أو أسلوب التصوير الذي تفضله، أو أي تفصيل يهمك',
  honeypot: 'اترك هذا الحقل فارغًا',
  submit: 'أرسل طلب الحجز',
  sending: 'جاري إرسال الطلب...',
  failure: 'تعذر إرسال طلبك الآن. ما كتبته محفوظ في النموذج، حاول مرة أخرى بعد قليل.',
} as const;

/** A photographer the visitor may prefer (approved ones). */
export interface BookingPhotographerChoice {
  id: number;
  name: string;
  city: string;
}

export interface BookingFormProps {
  /** The active services; `undefined` while they load. */
  services: readonly PublicService[] | undefined;
  currency: string;
  /** The approved photographers a visitor may prefer. */
  photographers: readonly BookingPhotographerChoice[];
  /** Chosen from a service card (`/book?service=`). */
  defaultServiceId?: number;
  /** Chosen from a photographer's profile (`/book?photographer=`). */
  defaultPhotographerId?: number;
  /**
   * Today in the platform's time zone (`YYYY-MM-DD`), read by the app in the browser: earlier
   * days cannot be picked nor sent. The server refuses a past moment of today itself.
   */
  today?: string;
  /**
   * Sends the request (the contract's output: phone as +9665…, email lower-cased); resolves once
   * stored, rejects with `{ message, errors }` (a 422's field messages, a 429's words) otherwise.
   */
  onSubmit: (request: BookingRequest) => Promise<void>;
  /** The site's contact address, offered to a browser that runs no JavaScript. */
  contactEmail?: string;
}

const FIELDS: readonly Path<BookingRequestInput>[] = [
  'service_id',
  'session_at',
  'city',
  'address',
  'photographer_id',
  'name',
  'phone',
  'email',
  'notes',
];

const selectClassName = (invalid: boolean) =>
  clsx(controlClassName, controlBorder(invalid), 'min-h-12');

/** A group of fields under its own heading. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The public booking request: the service, the session's day (Arabic calendar, no past day) and
 * time (Riyadh), the place, an optional preferred photographer, who is asking (a Saudi mobile in
 * any digits), notes, and the over-18 notice. Checked with the contract's schema before sending;
 * a 422 puts the server's words under its fields and keeps everything typed. A hidden honeypot
 * that people, screen readers and the tab order never reach. Disabled, with a hint, until the
 * page's script is ready.
 */
export function BookingForm({
  services,
  currency,
  photographers,
  defaultServiceId,
  defaultPhotographerId,
  today,
  onSubmit,
  contactEmail,
}: BookingFormProps) {
  const ready = useHydrated();
  const { preferences } = useDateSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const times = useMemo(() => sessionStartTimes(), []);
  // One key for this form's life: a repeated press sends the same request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BookingRequestInput, unknown, BookingRequest>({
    resolver: zodResolver(bookingRequestSchema),
    defaultValues: {
      service_id: defaultServiceId ? String(defaultServiceId) : '',
      session_at: '',
      city: '',
      address: '',
      photographer_id: defaultPhotographerId ? String(defaultPhotographerId) : '',
      name: '',
      phone: '',
      email: '',
      notes: '',
      idempotency_key: idempotencyKey,
      [BOOKING_HONEYPOT_FIELD]: '',
    },
  });

  const submit = handleSubmit(async (request) => {
    setFailure(null);
    if (today && sessionParts(request.session_at).day < today) {
      setError('session_at', { message: bookingMessages.sessionPast }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(request);
    } catch (error) {
      const { message, errors: fieldErrors } = failureOf(error);
      let underAField = false;
      for (const field of FIELDS) {
        const text = fieldErrors?.[field]?.[0];
        if (text) {
          setError(field, { message: text }, { shouldFocus: !underAField });
          underAField = true;
        }
      }
      // Under a field is enough; anything else (429, a refused request, an expired form, the
      // network) is said above the button.
      if (!underAField)
        setFailure(fieldErrors?.idempotency_key?.[0] ?? message ?? bookingFormCopy.failure);
    }
  });

  const sessionError = errors.session_at?.message;

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      aria-label={bookingFormCopy.form}
      className="flex flex-col gap-6"
    >
      {!ready && <NotReadyHint contactEmail={contactEmail} emailSubject="طلب حجز جلسة تصوير" />}
      <fieldset disabled={!ready} className="contents">
        <Group legend={bookingFormCopy.session}>
          <FormField label={bookingFormCopy.service} required error={errors.service_id?.message}>
            {(field) => (
              <select
                {...field}
                required
                disabled={!services}
                {...register('service_id')}
                className={selectClassName(Boolean(errors.service_id))}
              >
                <option value="">
                  {services ? bookingFormCopy.servicePlaceholder : bookingFormCopy.servicesLoading}
                </option>
                {services?.map((service) => (
                  <option key={service.id} value={String(service.id)}>
                    {bookingFormCopy.serviceOption(
                      service.name,
                      formatMoney(service.price_from, currency),
                    )}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Controller
            control={control}
            name="session_at"
            render={({ field }) => {
              const { day, time } = sessionParts(field.value);
              return (
                <div className="grid gap-5 sm:grid-cols-2">
                  <DatePicker
                    label={bookingFormCopy.day}
                    value={day}
                    onChange={(next) => field.onChange(sessionAtOf(next, time))}
                    min={today}
                    required
                    error={sessionError}
                  />
                  <FormField label={bookingFormCopy.time} hint={bookingFormCopy.timeHint} required>
                    {(control) => (
                      <select
                        {...control}
                        required
                        aria-invalid={sessionError ? true : undefined}
                        name={field.name}
                        ref={field.ref}
                        value={time}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(sessionAtOf(day, event.target.value))}
                        className={selectClassName(Boolean(sessionError))}
                      >
                        <option value="">{bookingFormCopy.timePlaceholder}</option>
                        {times.map((value) => (
                          <option key={value} value={value}>
                            {sessionTimeLabel(value, preferences)}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
              );
            }}
          />
        </Group>
        <Group legend={bookingFormCopy.place}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={bookingFormCopy.city}
              autoComplete="address-level2"
              required
              error={errors.city?.message}
              {...register('city')}
            />
            <TextField
              label={bookingFormCopy.address}
              hint={bookingFormCopy.addressHint}
              autoComplete="street-address"
              required
              error={errors.address?.message}
              {...register('address')}
            />
          </div>
          <FormField label={bookingFormCopy.photographer} error={errors.photographer_id?.message}>
            {(field) => (
              <select
                {...field}
                {...register('photographer_id')}
                className={selectClassName(Boolean(errors.photographer_id))}
              >
                <option value="">{bookingFormCopy.anyPhotographer}</option>
                {photographers.map((photographer) => (
                  <option key={photographer.id} value={String(photographer.id)}>
                    {`${photographer.name} — ${photographer.city}`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </Group>
        <Group legend={bookingFormCopy.you}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={bookingFormCopy.name}
              autoComplete="name"
              required
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={bookingFormCopy.phone}
              hint={bookingFormCopy.phoneHint}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="05xxxxxxxx"
              required
              error={errors.phone?.message}
              {...register('phone')}
            />
          </div>
          <TextField
            label={bookingFormCopy.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextArea
            label={bookingFormCopy.notes}
            hint={bookingFormCopy.notesHint}
            rows={4}
            error={errors.notes?.message}
            {...register('notes')}
          />
          {/* The honeypot: off screen, out of the tab order and of the accessibility tree. */}
          <div aria-hidden="true" className="sr-only">
            <label>
              {bookingFormCopy.honeypot}
              <input
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...register(BOOKING_HONEYPOT_FIELD)}
              />
            </label>
          </div>
        </Group>
        <p className="rounded-control border border-info-200 bg-info-50 p-4 text-sm leading-relaxed text-info-700">
          {bookingAgeNotice}
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div>
          <Button
            type="submit"
            size="lg"
            loading={isSubmitting}
            loadingText={bookingFormCopy.sending}
            icon={<CalendarCheck className="size-5" aria-hidden="true" />}
          >
            {bookingFormCopy.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
