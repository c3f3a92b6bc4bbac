import { z } from 'zod';
import { successSchema } from './list.js';
import { adminRoleSchema } from './roles.js';

/** Messages the sign-in form and the server share, word for word. */
export const authMessages = {
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صحيحًا',
  passwordRequired: 'كلمة السر مطلوبة',
  tooLong: 'القيمة أطول من المسموح',
  /** Wrong email or wrong password: one answer for both, so neither can be probed. */
  invalidCredentials: 'البريد الإلكتروني أو كلمة السر غير صحيحة',
  /** The 422 summary above the form (the field errors carry the details). */
  validationFailed: 'تعذر تسجيل الدخول، راجع البيانات المدخلة',
  /** Any login failure other than a 422 (specification §8). */
  loginFailed: 'حدث خطأ في تسجيل الدخول',
  /** A 422 without a message (specification §5). */
  validationFallback: 'Validation failed',
} as const;

/** 429 answer to repeated failed sign-ins; `seconds` comes from the Retry-After header. */
export function tooManyLoginAttemptsMessage(seconds: number): string {
  return `محاولات تسجيل دخول كثيرة. حاول مرة أخرى بعد ${seconds} ثانية.`;
}

/** The 401 answer of every protected route (Laravel's wording, which clients match on). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** The token type the server issues and the app stores as `token_type`. */
export const TOKEN_TYPE = 'Bearer';

/**
 * `POST /api/admin/auth/login` — multipart (or JSON) `email`, `password`. Shared by the form
 * (react-hook-form resolver) and the server (parseInput), so both say the same thing.
 */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .max(254, authMessages.tooLong)
    .pipe(z.email({ error: authMessages.emailInvalid })),
  // Passwords are not trimmed: spaces are characters. The cap keeps hashing cost bounded.
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(1024, authMessages.tooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** What the form holds before validation (the same two strings). */
export type LoginFormValues = z.input<typeof loginRequestSchema>;

/** The signed-in admin as the API shows it (login answer and `GET /api/admin/auth/me`). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  /** What the back office shows and hides for this admin (the server checks every write). */
  role: adminRoleSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const accessTokenSchema = z.object({
  access_token: z.string().min(1),
  type: z.literal(TOKEN_TYPE),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ token: accessTokenSchema, user: adminUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminUserSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * A write that answers only its Arabic message, `{ success: true, data: null, message }`: sign-out,
 * a password change, a session ended, two-factor turned off.
 */
export const messageOnlyAnswerSchema = successSchema(z.null());
export type MessageOnlyAnswer = z.infer<typeof messageOnlyAnswerSchema>;

export const logoutResponseSchema = messageOnlyAnswerSchema;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** The password rules for a new admin (CLI and first-admin bootstrap): long enough to resist guessing. */
export const newAdminPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(8, 'كلمة السر يجب ألا تقل عن 8 أحرف')
  .max(1024, authMessages.tooLong);

export const newAdminSchema = z.object({
  name: z
    .string({ error: 'الاسم مطلوب' })
    .trim()
    .min(1, 'الاسم مطلوب')
    .max(120, authMessages.tooLong),
  email: loginRequestSchema.shape.email,
  password: newAdminPasswordSchema,
});
export type NewAdmin = z.infer<typeof newAdminSchema>;
