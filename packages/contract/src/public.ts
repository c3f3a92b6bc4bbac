import { z } from 'zod';
import { latinDigits } from './arabic.js';

/** A required text: trimmed, with one Arabic message for "missing" whatever the input was. */
function requiredText(missing: string, max: number, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

const emailField = requiredText('البريد الإلكتروني مطلوب', 254, 'البريد الإلكتروني طويل جدًا').pipe(
  z.email('أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com'),
);

/** Digits (Latin, once folded) with an optional leading +, spaces or dashes between groups: 05x…, +966 5x…, 920-000-000. */
const PHONE_PATTERN = /^\+?[0-9][0-9\s-]{5,18}[0-9]$/;

/** The contact form (spec §3 "Contact form draft"): all four fields required, checked in the form and on the server. */
export const contactFormSchema = z.object({
  fullName: requiredText('الاسم الكامل مطلوب', 120, 'الاسم طويل جدًا (120 حرفًا على الأكثر)'),
  email: emailField,
  // Typed with any digits (٠٥٠… on an Arabic keyboard): stored with Latin ones.
  phone: requiredText('رقم الجوال مطلوب', 20, 'رقم الجوال طويل جدًا')
    .transform(latinDigits)
    .pipe(z.string().regex(PHONE_PATTERN, 'أدخل رقم جوال صحيحًا، مثل 0501234567')),
  message: requiredText('الرسالة مطلوبة', 5000, 'الرسالة طويلة جدًا (5000 حرف على الأكثر)'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
/** What the form holds before validation (every field a string). */
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** The newsletter input: one email address. */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterForm = z.infer<typeof newsletterSchema>;

/** Arabic confirmations the server sends back (the app shows its own copy if they are missing). */
export const publicMessages = {
  contactReceived: 'وصلتنا رسالتك، شكرًا لتواصلك معنا. سيرد عليك فريق لقطة خلال يوم عمل واحد.',
  newsletterSubscribed: 'تم اشتراكك في النشرة البريدية. ستصلك أحدث العروض والنصائح على بريدك.',
  tooManyRequests: 'أرسلت طلبات كثيرة في وقت قصير. يرجى المحاولة بعد قليل.',
} as const;

/** `POST /api/contact` and `POST /api/newsletter` answer `{ success: true, message, data: { id } }`. */
export const publicSubmissionAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});
export type PublicSubmissionAnswer = z.infer<typeof publicSubmissionAnswerSchema>;

/**
 * What a visitor's own forms leave in the audit trail (the website acts, no admin): a message on
 * the suggestions list, and a subscription — above all one that brings back an address an admin
 * had unsubscribed, which the trail must explain.
 */
export const publicFormAuditActions = [
  'suggestion.received',
  'newsletter_subscriber.subscribed',
  'newsletter_subscriber.resubscribed',
] as const;
export const publicFormAuditActionLabels: Record<(typeof publicFormAuditActions)[number], string> =
  {
    'suggestion.received': 'رسالة جديدة من نموذج التواصل',
    'newsletter_subscriber.subscribed': 'اشتراك جديد في النشرة من الموقع',
    'newsletter_subscriber.resubscribed': 'أعاد الاشتراك في النشرة من الموقع',
  };
