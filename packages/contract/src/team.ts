import { z } from 'zod';
import { newAdminSchema } from './auth.js';
import { successSchema } from './list.js';
import { adminRoleSchema } from './roles.js';

/** The team screen's words (issue 12), shared by the server's answers and the screen. */
export const teamMessages = {
  notFound: 'المشرف غير موجود',
  created: 'تمت إضافة المشرف',
  roleChanged: 'تم تغيير الدور',
  deactivated: 'تم إيقاف الحساب وتسجيل خروجه من كل الأجهزة',
  reactivated: 'تمت إعادة تفعيل الحساب',
  passwordReset: 'تم تعيين كلمة سر جديدة وتسجيل خروج المشرف من كل الأجهزة',
  emailTaken: 'هذا البريد الإلكتروني مستخدم لمشرف آخر',
  lastOwner: 'لا يمكن خفض دور آخر مالك أو إيقافه؛ أضف مالكًا آخر أولًا',
  /** A reset here asks for no current password, so one's own is changed on the profile page. */
  ownPasswordReset: 'غيّر كلمة سرك من صفحة ملفك الشخصي؛ إعادة التعيين هنا لحسابات الآخرين',
  staleRole: 'غيّر مالك آخر بيانات هذا المشرف قبلك؛ حدّث الصفحة وحاول مرة أخرى',
  /** A deactivated admin's sign-in, once the password was right (never tells a guesser). */
  deactivatedSignIn: 'هذا الحساب موقوف؛ تواصل مع مالك المنصة لإعادة تفعيله',
} as const;

/** An admin as the team screen lists them (never the password hash). */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  role: adminRoleSchema,
  /** Null while the admin may sign in. */
  deactivated_at: z.string().nullable(),
  /** Whether they sign in with a second step (never the secret itself). */
  two_factor_enabled: z.boolean(),
  /**
   * Their latest successful sign-in (from the audit trail), null if never; in the list answer only
   * (the answer of a change leaves it out).
   */
  last_signed_in_at: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
/** `GET /api/admin/team`: every admin, deactivated ones too. */
export const teamAnswerSchema = successSchema(z.array(teamMemberSchema));
/** One member: `GET …/team/{id}`, and the answer of a role change, deactivation or reactivation. */
export const teamMemberAnswerSchema = successSchema(teamMemberSchema);

const optionalPassword = newAdminSchema.shape.password.optional();

/**
 * `POST /api/admin/team`: name, email, role, and a password the owner sets, or none: the server
 * makes a one-time password and answers it this once (`one_time_password`).
 */
export const newTeamMemberSchema = z.object({
  name: newAdminSchema.shape.name,
  email: newAdminSchema.shape.email,
  role: adminRoleSchema,
  password: optionalPassword,
});
export type NewTeamMember = z.infer<typeof newTeamMemberSchema>;

/** `PUT /api/admin/team/{id}/role`: the new role and the `updated_at` the owner loaded (409 if stale). */
export const teamRoleChangeSchema = z.object({
  role: adminRoleSchema,
  updated_at: z.string({ error: 'أعد تحميل الصفحة ثم حاول مرة أخرى' }).min(1),
});
export type TeamRoleChange = z.infer<typeof teamRoleChangeSchema>;

/** `POST /api/admin/team/{id}/password`: a password the owner sets, or none for a one-time one. */
export const teamPasswordResetSchema = z.object({ password: optionalPassword });

/** The answer of a create or a reset: the member, and the one-time password when one was made. */
export const teamMemberWithPasswordSchema = z.object({
  member: teamMemberSchema,
  /** Shown once; stored only as a hash. Null when the owner set the password. */
  one_time_password: z.string().nullable(),
});
export type TeamMemberWithPassword = z.infer<typeof teamMemberWithPasswordSchema>;
export const teamMemberWithPasswordAnswerSchema = successSchema(teamMemberWithPasswordSchema);
