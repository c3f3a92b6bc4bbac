import { z } from 'zod';
import { adminUserSchema, authMessages, newAdminPasswordSchema, newAdminSchema } from './auth.js';
import { successSchema } from './list.js';

/** The profile's words (issue 12: every admin, their own record), shared by the server and the screen. */
export const profileMessages = {
  updated: 'تم حفظ الملف الشخصي',
  stale: 'تغيّر ملفك الشخصي من جلسة أخرى قبل الحفظ؛ حدّث الصفحة وحاول مرة أخرى',
  staleMissing: 'أعد تحميل الصفحة ثم حاول مرة أخرى',
  avatarType: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
  avatarTooLarge: 'حجم الصورة يجب ألا يزيد على 2 ميغابايت',
  currentPasswordRequired: 'كلمة السر الحالية مطلوبة',
  currentPasswordWrong: 'كلمة السر الحالية غير صحيحة',
  confirmationRequired: 'أكّد كلمة السر الجديدة',
  confirmationMismatch: 'تأكيد كلمة السر لا يطابق كلمة السر الجديدة',
  passwordChanged: 'تم تغيير كلمة السر وتسجيل الخروج من الأجهزة الأخرى',
  sessionNotFound: 'الجلسة غير موجودة أو انتهت',
  /** The session asking is ended by signing out (logout), not from the list. */
  currentSession: 'هذه جلستك الحالية؛ استخدم تسجيل الخروج لإنهائها',
  sessionSignedOut: 'تم تسجيل الخروج من هذه الجلسة',
  otherSessionsSignedOut: 'تم تسجيل الخروج من كل الجلسات الأخرى',
  /** A session whose browser the user agent does not name. */
  unknownDevice: 'جهاز غير معروف',
} as const;

/** 429 to repeated wrong current passwords (counted with failed sign-ins); seconds from Retry-After. */
export function tooManyPasswordAttemptsMessage(seconds: number): string {
  return `محاولات كثيرة بكلمة سر خاطئة. حاول مرة أخرى بعد ${seconds} ثانية.`;
}

/** Avatars: these types only, checked by their bytes on the server; at most 2 MB. */
export const profileAvatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const profileAvatarMaxBytes = 2 * 1024 * 1024;

/** The avatar check the form makes before sending (the server sniffs the bytes again). */
export function profileAvatarProblem(file: { type: string; size: number }): string | null {
  if (!(profileAvatarTypes as readonly string[]).includes(file.type))
    return profileMessages.avatarType;
  if (file.size > profileAvatarMaxBytes) return profileMessages.avatarTooLarge;
  return null;
}

/**
 * `GET /api/admin/profile`: the signed-in admin, with the `updated_at` a save sends back, whether
 * their two-factor sign-in is on, and whether an owner requires it of everyone (then, until it is
 * on, the back office beyond this profile answers 403: contract security.ts).
 */
export const profileSchema = adminUserSchema.extend({
  updated_at: z.string(),
  two_factor_enabled: z.boolean(),
  two_factor_required: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
/** `GET` and `PUT /api/admin/profile`. */
export const profileAnswerSchema = successSchema(profileSchema);

/**
 * `PUT /api/admin/profile` (or POST with `_method=PUT`), multipart: `name`, the `updated_at` the
 * screen loaded (409 when stale), and optionally an `avatar` file, checked apart by its bytes.
 */
export const profileUpdateSchema = z.object({
  name: newAdminSchema.shape.name,
  updated_at: z
    .string({ error: profileMessages.staleMissing })
    .min(1, profileMessages.staleMissing),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile form as sent (multipart): the fields, and the optional avatar file checked apart. */
export const profileFormSchema = profileUpdateSchema.extend({
  avatar: z
    .unknown()
    .meta({
      type: 'string',
      format: 'binary',
      description: 'JPEG, PNG or WebP (by its bytes), at most 2 MB; multipart only.',
    })
    .optional(),
});

/** `PUT /api/admin/profile/password`: the current password, the new one (as admin:create) twice. */
export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: profileMessages.currentPasswordRequired })
      .min(1, profileMessages.currentPasswordRequired)
      .max(1024, authMessages.tooLong),
    password: newAdminPasswordSchema,
    password_confirmation: z
      .string({ error: profileMessages.confirmationRequired })
      .min(1, profileMessages.confirmationRequired),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: profileMessages.confirmationMismatch,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** One live session of the signed-in admin (`GET /api/admin/profile/sessions`). */
export const adminSessionSchema = z.object({
  id: z.number().int(),
  /** Browser and system in Arabic ("Chrome على Windows"), from the user agent at sign-in. */
  device: z.string(),
  /** The address the session signed in from. */
  address: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
export const adminSessionsAnswerSchema = successSchema(z.array(adminSessionSchema));

/** The answer of "sign out all other sessions": how many ended. */
export const otherSessionsSignedOutSchema = z.object({ signed_out: z.number().int() });
export type OtherSessionsSignedOut = z.infer<typeof otherSessionsSignedOutSchema>;
export const otherSessionsSignedOutAnswerSchema = successSchema(otherSessionsSignedOutSchema);
