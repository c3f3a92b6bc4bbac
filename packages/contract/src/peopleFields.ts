import { z } from 'zod';
import { latinDigits } from './arabic.js';

/**
 * Field rules the photographer and customer forms share with the server (issue 14): name,
 * e-mail, phone, city, and the `updated_at` every edit sends back (409 when stale).
 */
export const peopleMessages = {
  nameRequired: 'الاسم مطلوب',
  nameTooLong: 'الاسم يجب ألا يزيد على 120 حرفًا',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com',
  emailTooLong: 'البريد الإلكتروني طويل جدًا',
  phoneRequired: 'رقم الجوال مطلوب',
  phoneInvalid: 'أدخل رقم جوال صحيحًا، مثل 0501234567',
  cityRequired: 'المدينة مطلوبة',
  cityTooLong: 'اسم المدينة يجب ألا يزيد على 80 حرفًا',
  staleMissing: 'أعد تحميل الصفحة ثم حاول مرة أخرى',
} as const;

const PHONE_PATTERN = /^\+?[0-9][0-9\s-]{5,18}[0-9]$/;

export const personNameSchema = z
  .string({ error: peopleMessages.nameRequired })
  .trim()
  .min(1, peopleMessages.nameRequired)
  .max(120, peopleMessages.nameTooLong);

/** Stored lower-cased, so uniqueness does not depend on how it was typed. */
export const personEmailSchema = z
  .string({ error: peopleMessages.emailRequired })
  .trim()
  .min(1, peopleMessages.emailRequired)
  .max(254, peopleMessages.emailTooLong)
  .pipe(z.email(peopleMessages.emailInvalid))
  .transform((email) => email.toLowerCase());

/** Typed with any digits (٠٥٠…): stored with Latin ones. */
export const personPhoneSchema = z
  .string({ error: peopleMessages.phoneRequired })
  .trim()
  .min(1, peopleMessages.phoneRequired)
  .transform(latinDigits)
  .pipe(z.string().regex(PHONE_PATTERN, peopleMessages.phoneInvalid));

export const personCitySchema = z
  .string({ error: peopleMessages.cityRequired })
  .trim()
  .min(1, peopleMessages.cityRequired)
  .max(80, peopleMessages.cityTooLong);

/** The `updated_at` the screen loaded: a write that finds another one answers 409. */
export const seenUpdatedAtSchema = z
  .string({ error: peopleMessages.staleMissing })
  .min(1, peopleMessages.staleMissing);

/** The 409 every stale edit of issue 14 answers (the screen keeps what was typed and reloads). */
export const staleRecordMessage =
  'عدّل أحدٌ هذا السجل بعد أن فتحته؛ أعد تحميله وراجع التغييرات ثم احفظ';
