import { z } from 'zod';
import { successSchema } from './list.js';

/**
 * The owner's "require two-factor for everyone" (issue 12, ARCHITECTURE.md §8: permission `team`).
 * While it is on, an admin without two-factor may reach only their profile, its two-factor
 * enrolment, `me` and sign-out until they enrol: everything else answers 403 with
 * `twoFactorPolicyMessages.enrolmentRequired`, which the app recognises to send them to the profile.
 */
export const twoFactorPolicyMessages = {
  enrolmentRequired:
    'يشترط مالك المنصة التحقق بخطوتين لكل المشرفين. فعّله من صفحة ملفك الشخصي قبل متابعة العمل في لوحة التحكم',
  requiredOn: 'أصبح التحقق بخطوتين مطلوبًا من كل المشرفين',
  requiredOff: 'لم يعد التحقق بخطوتين مطلوبًا من كل المشرفين',
  /** An owner turns it on only after enrolling, so the requirement cannot lock them out. */
  ownerMustEnrolFirst: 'فعّل التحقق بخطوتين لحسابك أولًا، ثم اشترطه على الجميع',
  requiredInvalid: 'اختر تشغيل الاشتراط أو إيقافه',
  stale: 'غيّر مالك آخر هذا الاشتراط بعد أن فتحت الصفحة؛ راجع الحالة الحالية ثم حاول مرة أخرى',
  staleMissing: 'أعد تحميل الصفحة ثم حاول مرة أخرى',
} as const;

/** `GET /api/admin/security/two-factor`: whether every admin must use two-factor. */
export const twoFactorPolicySchema = z.object({
  two_factor_required: z.boolean(),
  updated_at: z.string(),
});
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
export const twoFactorPolicyAnswerSchema = successSchema(twoFactorPolicySchema);

/** A form's boolean: `1`/`0`, `true`/`false` (multipart sends text), or a JSON boolean. */
const formBoolean = z.union(
  [
    z.boolean(),
    z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true'),
  ],
  { error: twoFactorPolicyMessages.requiredInvalid },
);

/** `PUT /api/admin/security/two-factor`: the new state and the `updated_at` loaded (409 when stale). */
export const twoFactorPolicyUpdateSchema = z.object({
  two_factor_required: formBoolean,
  updated_at: z
    .string({ error: twoFactorPolicyMessages.staleMissing })
    .min(1, twoFactorPolicyMessages.staleMissing)
    .max(40, twoFactorPolicyMessages.staleMissing),
});
export type TwoFactorPolicyUpdate = z.infer<typeof twoFactorPolicyUpdateSchema>;
