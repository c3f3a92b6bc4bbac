import { z } from 'zod';
import {
  peopleContentAuditActionLabels,
  peopleContentAuditActions,
  peopleContentAuditEntityLabels,
  peopleContentAuditEntityTypes,
} from './peopleContentAudit.js';
import { listFilter, listQuerySchema, listSchema } from './list.js';
import { bookingAuditActionLabels, bookingAuditActions } from './booking.js';
import { publicFormAuditActionLabels, publicFormAuditActions } from './public.js';

/**
 * The audit trail's vocabulary (issue 12): what was acted on and what was done to it, with the
 * Arabic the activity page and the timelines show. A new write adds its action here.
 */
export const auditEntityTypes = [
  'setting',
  'service',
  'suggestion',
  'admin',
  'order',
  'transaction',
  'security_policy',
  ...peopleContentAuditEntityTypes,
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditEntityLabels: Record<AuditEntityType, string> = {
  setting: 'إعداد',
  service: 'خدمة',
  suggestion: 'اقتراح',
  admin: 'مشرف',
  order: 'طلب',
  transaction: 'عملية مالية',
  security_policy: 'سياسة الأمان',
  ...peopleContentAuditEntityLabels,
};

export const auditActions = [
  'setting.created',
  'setting.updated',
  'service.created',
  'service.updated',
  'suggestion.status_changed',
  'auth.signed_in',
  'auth.signed_out',
  'auth.sign_in_failed',
  'admin.created',
  'admin.role_changed',
  'admin.deactivated',
  'admin.reactivated',
  'admin.password_reset',
  'admin.profile_updated',
  'admin.password_changed',
  'auth.session_signed_out',
  'auth.other_sessions_signed_out',
  'admin.two_factor_enrolment_started',
  'admin.two_factor_enabled',
  'admin.two_factor_disabled',
  'admin.recovery_codes_regenerated',
  'order.confirmed',
  'order.started',
  'order.completed',
  'order.cancelled',
  'order.no_show',
  'order.photographer_assigned',
  'order.rescheduled',
  'order.refunded',
  'order.paid_out',
  'transaction.status_changed',
  'security.two_factor_requirement_changed',
  ...peopleContentAuditActions,
  ...bookingAuditActions,
  ...publicFormAuditActions,
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  'setting.created': 'أنشأ إعدادًا',
  'setting.updated': 'عدّل إعدادًا',
  'service.created': 'أضاف خدمة',
  'service.updated': 'عدّل خدمة',
  'suggestion.status_changed': 'غيّر حالة اقتراح',
  'auth.signed_in': 'سجّل الدخول',
  'auth.signed_out': 'سجّل الخروج',
  'auth.sign_in_failed': 'محاولة دخول فاشلة',
  'admin.created': 'أضاف مشرفًا',
  'admin.role_changed': 'غيّر دور مشرف',
  'admin.deactivated': 'أوقف حساب مشرف',
  'admin.reactivated': 'أعاد تفعيل حساب مشرف',
  'admin.password_reset': 'عيّن كلمة سر جديدة لمشرف',
  'admin.profile_updated': 'عدّل ملفه الشخصي',
  'admin.password_changed': 'غيّر كلمة سره',
  'auth.session_signed_out': 'أنهى إحدى جلساته',
  'auth.other_sessions_signed_out': 'سجّل الخروج من جلساته الأخرى',
  'admin.two_factor_enrolment_started': 'بدأ تفعيل التحقق بخطوتين',
  'admin.two_factor_enabled': 'فعّل التحقق بخطوتين',
  'admin.two_factor_disabled': 'أوقف التحقق بخطوتين',
  'admin.recovery_codes_regenerated': 'أنشأ رموز استرداد جديدة',
  'order.confirmed': 'أكّد طلبًا',
  'order.started': 'بدأ جلسة طلب',
  'order.completed': 'أكمل طلبًا',
  'order.cancelled': 'ألغى طلبًا',
  'order.no_show': 'سجّل عدم حضور العميل',
  'order.photographer_assigned': 'أسند طلبًا إلى مصور',
  'order.rescheduled': 'غيّر موعد جلسة طلب',
  'order.refunded': 'ردّ مبلغًا للعميل',
  'order.paid_out': 'صرف مستحقات مصور',
  'transaction.status_changed': 'غيّر حالة عملية مالية',
  'security.two_factor_requirement_changed': 'غيّر اشتراط التحقق بخطوتين على الجميع',
  ...peopleContentAuditActionLabels,
  ...bookingAuditActionLabels,
  ...publicFormAuditActionLabels,
};

/** One event as the activity page and the detail views' timelines show it. */
export const activityEventSchema = z.object({
  id: z.number().int(),
  /** Who acted; null for a failed sign-in with an unknown e-mail (or an admin since removed). */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.enum(auditActions),
  entity_type: z.enum(auditEntityTypes),
  entity_id: z.string().nullable(),
  /** The changed fields before and after (null for a creation's before, or an event of no fields). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/**
 * `GET /api/admin/activity?page&per_page&sort&admin_id&entity_type&entity_id&action&from&to`:
 * newest first. `entity_type` + `entity_id` is one record's history (a detail view's timeline);
 * `from`/`to` are business days in the platform's time zone, inclusive; `search` looks in the
 * acting admin's name, the reason, the address and the record's id.
 */
export const activityListQuerySchema = listQuerySchema({
  sorts: ['created_at'],
  defaultSort: '-created_at',
  filters: {
    admin_id: listFilter.id(),
    entity_type: listFilter.choice(auditEntityTypes),
    entity_id: listFilter.text(),
    action: listFilter.choice(auditActions),
    from: listFilter.date(),
    to: listFilter.date(),
  },
  dateRanges: [['from', 'to']],
});
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
/** The activity list's answer: the page, and the platform currency its money values are in. */
export const activityListAnswerSchema = listSchema(activityEventSchema).extend({
  currency: z.string(),
});
export type ActivityListAnswer = z.infer<typeof activityListAnswerSchema>;
