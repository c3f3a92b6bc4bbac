import { z } from 'zod';
import { digitsOnly, latinDigits } from './arabic.js';
import { MAX_RECORD_ID } from './recordIds.js';
import { orderStatusSchema } from './order.js';
import {
  peopleMessages,
  personCitySchema,
  personEmailSchema,
  personNameSchema,
} from './peopleFields.js';

/**
 * A visitor's booking request (issue 20): `POST publicApiPaths.bookings` (publicApiPaths.ts). The
 * form and the server share these rules and words; the server adds what needs the database or the
 * clock (the service is active, the photographer approved, the moment not past).
 */

/** Every Arabic word of the booking form and its answers, per field. */
export const bookingMessages = {
  serviceRequired: 'اختر الخدمة التي تريد حجزها',
  serviceUnavailable: 'الخدمة المختارة غير متاحة حاليًا، اختر خدمة أخرى',
  sessionRequired: 'اختر تاريخ الجلسة ووقتها',
  sessionInvalid: 'اختر تاريخًا ووقتًا صحيحين للجلسة',
  sessionPast: 'موعد الجلسة مضى، اختر موعدًا قادمًا',
  sessionTooFar: 'يمكن الحجز خلال سنة من اليوم على الأكثر',
  cityRequired: peopleMessages.cityRequired,
  addressRequired: 'العنوان مطلوب (الحي والشارع)',
  addressTooLong: 'العنوان يجب ألا يزيد على 300 حرف',
  photographerInvalid: 'اختر مصورًا من القائمة',
  photographerUnavailable: 'المصور المختار غير متاح حاليًا، اختر مصورًا آخر أو اترك الاختيار لنا',
  nameRequired: peopleMessages.nameRequired,
  phoneRequired: 'رقم الجوال مطلوب',
  phoneInvalid: 'أدخل رقم جوال سعوديًا صحيحًا، مثل 0501234567',
  emailRequired: peopleMessages.emailRequired,
  emailInvalid: peopleMessages.emailInvalid,
  notesTooLong: 'الملاحظات يجب ألا تزيد على 1000 حرف',
  /** The idempotency key is missing or malformed: only a broken or stale page sends that. */
  formExpired: 'انتهت صلاحية النموذج، أعد تحميل الصفحة ثم أرسل الطلب مرة أخرى',
  /** 201 (and a repeated submission of the same form). */
  received: 'وصلنا طلب حجزك بنجاح.',
  /**
   * 422 `refused`: the request cannot be taken online (the customer is blocked). Says nothing of
   * why, so a blocked customer learns nothing the operators have not told them.
   */
  unavailable:
    'تعذّر علينا إتمام طلبك عبر الموقع. يرجى التواصل مع فريق لقطة مباشرة وسنسعد بمساعدتك.',
  /** 429 (with Retry-After). */
  tooManyRequests: 'أرسلت طلبات حجز كثيرة في وقت قصير. يرجى المحاولة بعد قليل.',
} as const;

/** The notice under the form, word for word as on the contact form (the visitor is 18 or over). */
export const BOOKING_MINIMUM_AGE = 18;
export const bookingAgeNotice = `بإرسال هذا النموذج تؤكد أن عمرك ${BOOKING_MINIMUM_AGE} عامًا أو أكثر، إذ لا يُسمح لمن هم دون ${BOOKING_MINIMUM_AGE} عامًا باستخدام الخدمة.`;

/** What happens after a request, in order: the confirmation page lists them. */
export const bookingNextSteps = [
  'سيراجع فريق لقطة طلبك ويتواصل معك خلال يوم عمل واحد لتأكيد الموعد.',
  'بعد التأكيد نختار لك مصورًا مناسبًا ونرسل إليك اسمه برسالة نصية.',
  'لا يلزمك دفع أي مبلغ الآن؛ نتفق معك على طريقة الدفع عند التأكيد.',
] as const;

/** A session can be booked this many days ahead at most. */
export const BOOKING_MAX_DAYS_AHEAD = 365;

/** The honeypot: a field people never see nor fill; a script that fills it is answered, not served. */
export const BOOKING_HONEYPOT_FIELD = 'website';

/**
 * A Saudi mobile number as typed (`0501234567`, `٠٥٠ ١٢٣ ٤٥٦٧`, `+966 50 123 4567`, `00966…`,
 * `501234567`) → `+9665XXXXXXXX`; `undefined` for anything else (a landline, another country).
 */
export function saudiMobile(text: string): string | undefined {
  const digits = digitsOnly(text);
  if (digits === undefined) return undefined;
  let national: string;
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+966')) return undefined;
    national = digits.slice(4);
  } else if (digits.startsWith('00966')) national = digits.slice(5);
  else if (digits.startsWith('966')) national = digits.slice(3);
  else national = digits.startsWith('0') ? digits.slice(1) : digits;
  return /^5\d{8}$/.test(national) ? `+966${national}` : undefined;
}

/** `2026-12-01T17:30`: the session's date and time on the platform's wall clock (Riyadh). */
const WALL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function isRealWallMoment(value: string): boolean {
  const match = WALL_MOMENT.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() + 1 === month &&
    date.getUTCDate() === day &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60
  );
}

const requiredText = (missing: string) => z.string({ error: missing }).trim().min(1, missing);

/** A record id from a form (text, any digits) or JSON (number). */
function recordId(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => latinDigits(String(value)).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}$/, message)
        .transform(Number)
        .pipe(z.number().int().min(1, message).max(MAX_RECORD_ID, message)),
    );
}

/** Absent, null or blank → undefined (an optional form field left empty). */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * `POST publicApiPaths.bookings` (JSON, multipart or urlencoded). `session_at` is the wall clock of
 * the platform's time zone (Asia/Riyadh); the server refuses a past or too distant one (422 under
 * `session_at`). `phone` comes out as `+9665XXXXXXXX`, `email` lower-cased.
 */
export const bookingRequestSchema = z.object({
  service_id: recordId(bookingMessages.serviceRequired),
  session_at: requiredText(bookingMessages.sessionRequired)
    .transform(latinDigits)
    .pipe(z.string().refine(isRealWallMoment, bookingMessages.sessionInvalid)),
  city: personCitySchema,
  address: requiredText(bookingMessages.addressRequired).max(300, bookingMessages.addressTooLong),
  /** The visitor's preferred photographer; absent or blank: the operators choose. */
  photographer_id: z.preprocess(
    blankToUndefined,
    recordId(bookingMessages.photographerInvalid).optional(),
  ),
  name: personNameSchema,
  phone: requiredText(bookingMessages.phoneRequired).transform((text, ctx) => {
    const phone = saudiMobile(text);
    if (phone === undefined) {
      ctx.addIssue({ code: 'custom', message: bookingMessages.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  }),
  email: personEmailSchema,
  notes: z.preprocess(
    blankToUndefined,
    z.string().trim().max(1000, bookingMessages.notesTooLong).optional(),
  ),
  /** Made once per form (a UUID): the same key within a minute answers the same order. */
  idempotency_key: z
    .string({ error: bookingMessages.formExpired })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, bookingMessages.formExpired),
  /** The honeypot (BOOKING_HONEYPOT_FIELD): empty from people. */
  website: z.string().optional(),
});
export type BookingRequest = z.output<typeof bookingRequestSchema>;
/** What the form holds before validation. */
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** What the confirmation page shows. */
export const bookingReceiptSchema = z.object({
  /** `LQ-000123`: what the customer quotes when they call. */
  code: z.string(),
  /** `pending` for a new request (a repeat within the minute answers the order as it is now). */
  status: orderStatusSchema,
  /** The stored moment (UTC ISO) of the session. */
  session_at: z.string(),
  next_steps: z.array(z.string()),
});
export type BookingReceipt = z.infer<typeof bookingReceiptSchema>;

/** 201 `{ success, message, data: receipt }` (200 for a repeated submission of the same form). */
export const bookingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bookingReceiptSchema,
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

/** The trail's words for what the website does on its own (spread into audit.ts's lists). */
export const bookingAuditActions = ['order.requested', 'customer.created'] as const;
export const bookingAuditActionLabels: Record<(typeof bookingAuditActions)[number], string> = {
  'order.requested': 'طلب حجز جديد من الموقع',
  'customer.created': 'عميل جديد من الموقع',
};

/**
 * The notification outbox (issue 20): what the platform sent or will send about an order,
 * rendered in Arabic when it was written. `GET adminPaths.api.orderNotifications` (every role
 * reads) lists an order's messages, oldest first.
 */
export const notificationKinds = [
  'booking_received',
  'booking_confirmed',
  'photographer_assigned',
  'operators_new_booking',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  booking_received: 'استلام طلب الحجز',
  booking_confirmed: 'تأكيد الحجز',
  photographer_assigned: 'إسناد المصور',
  operators_new_booking: 'طلب جديد (لفريق التشغيل)',
};

export const notificationAudiences = ['customer', 'operators'] as const;
export const notificationChannels = ['sms', 'email'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];
export type NotificationChannel = (typeof notificationChannels)[number];
/** pending → sending (claimed by one sender) → sent; back to pending to retry, failed at last. */
export const notificationStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notificationStatusLabels: Record<NotificationStatus, string> = {
  pending: 'بانتظار الإرسال',
  sending: 'قيد الإرسال',
  sent: 'أُرسلت',
  failed: 'تعذّر الإرسال',
};

export const orderNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  audience: z.enum(notificationAudiences),
  channel: z.enum(notificationChannels),
  /** A phone (+9665…) for sms, an e-mail address for email. */
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(notificationStatuses),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrderNotification = z.infer<typeof orderNotificationSchema>;

export const orderNotificationsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(orderNotificationSchema),
});
export type OrderNotificationsAnswer = z.infer<typeof orderNotificationsAnswerSchema>;
