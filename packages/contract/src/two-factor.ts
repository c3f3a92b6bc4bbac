import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { authMessages } from './auth.js';

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

/** Recovery codes, answered once (confirm and regenerate); the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
