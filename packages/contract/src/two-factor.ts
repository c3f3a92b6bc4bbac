import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { authMessages, loginResponseSchema } from './auth.js';
import { successSchema } from './list.js';

/** Two-factor sign-in's words (issue 12), shared by the server and the profile screen. */
export const twoFactorMessages = {
  codeRequired: 'رمز التحقق مطلوب',
  codeFormat: 'رمز التحقق ستة أرقام',
  codeWrong: 'رمز التحقق غير صحيح',
  enrolmentStarted: 'امسح رمز QR بتطبيق المصادقة ثم أدخل الرمز الذي يظهر فيه',
  noPendingEnrolment: 'ابدأ تفعيل التحقق بخطوتين أولًا',
  alreadyEnabled: 'التحقق بخطوتين مفعّل بالفعل',
  notEnabled: 'التحقق بخطوتين غير مفعّل',
  enabled: 'تم تفعيل التحقق بخطوتين. احفظ رموز الاسترداد في مكان آمن؛ لن تظهر مرة أخرى',
  disabled: 'تم إيقاف التحقق بخطوتين',
  recoveryCodesRegenerated: 'تم إنشاء رموز استرداد جديدة؛ الرموز السابقة لم تعد تعمل',
  /** Disabling asks for one proof: the current password or a code. */
  proofRequired: 'أدخل كلمة السر الحالية أو رمز التحقق',
  passwordWrong: 'كلمة السر الحالية غير صحيحة',
} as const;

/** The issuer authenticator apps show beside the account. */
export const TWO_FACTOR_ISSUER = 'لقطة';
/** How many one-time recovery codes an admin gets at once. */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code from the authenticator app; Arabic-Indic digits and spaces are accepted. */
export const totpCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform((value) => latinDigits(value).replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .regex(/^\d{6}$/, twoFactorMessages.codeFormat),
  );

/** `POST …/profile/two-factor/confirm` and `…/recovery-codes`: a code from the app. */
export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** `POST …/profile/two-factor/disable`: the current password, or a code from the app. */
export const twoFactorDisableRequestSchema = z
  .object({
    password: z.string().max(1024, authMessages.tooLong).optional(),
    code: z.string().max(64, authMessages.tooLong).optional(),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.code), {
    message: twoFactorMessages.proofRequired,
    path: ['password'],
  });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

/** The answer of `POST …/profile/two-factor`: what the app shows to scan (until confirmed). */
export const twoFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** `data:image/png;base64,…` of the otpauth URI. */
  qr_code: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
export const twoFactorEnrolmentAnswerSchema = successSchema(twoFactorEnrolmentSchema);

/** Recovery codes, answered once (confirm and regenerate); the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const recoveryCodesAnswerSchema = successSchema(recoveryCodesSchema);

/** The second step of sign-in for an admin with two-factor on. */
export const twoFactorSignInMessages = {
  codeRequested: 'أدخل رمز التحقق من تطبيق المصادقة أو أحد رموز الاسترداد',
  challengeExpired: 'انتهت مهلة تسجيل الدخول؛ أدخل البريد الإلكتروني وكلمة السر مرة أخرى',
  codeWrong: 'رمز التحقق أو رمز الاسترداد غير صحيح',
} as const;

/** How long the password step's challenge waits for its code. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 300;

/**
 * `POST /api/admin/auth/login` for an admin with two-factor on: `success`, but no token yet; the
 * client sends `challenge` with a code to `POST /api/admin/auth/two-factor`, whose answer is
 * `loginResponseSchema`'s (`data.token`, `data.user`), as sign-in's is for everyone else.
 */
export const loginChallengeSchema = z.object({
  two_factor: z.object({
    required: z.literal(true),
    challenge: z.string().min(1),
    expires_in: z.number().int(),
  }),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const loginChallengeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: loginChallengeSchema,
});
export type LoginChallengeResponse = z.infer<typeof loginChallengeResponseSchema>;

/** `POST /api/admin/auth/login`: a token and the admin, or (two-factor on) a challenge. */
export const loginAnswerSchema = z.union([loginChallengeResponseSchema, loginResponseSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** `POST /api/admin/auth/two-factor`: the challenge and a TOTP code or a recovery code. */
export const twoFactorSignInRequestSchema = z.object({
  challenge: z
    .string({ error: twoFactorSignInMessages.challengeExpired })
    .min(1, twoFactorSignInMessages.challengeExpired)
    .max(200, twoFactorSignInMessages.challengeExpired),
  code: z
    .string({ error: twoFactorMessages.codeRequired })
    .transform((value) => latinDigits(value).trim())
    .pipe(z.string().min(1, twoFactorMessages.codeRequired).max(64, authMessages.tooLong)),
});
export type TwoFactorSignInRequest = z.infer<typeof twoFactorSignInRequestSchema>;
