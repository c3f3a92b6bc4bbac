/**
 * The audit trail's vocabulary (issue 12): what was acted on and what was done to it, with the
 * Arabic the activity page and the timelines show. A new write adds its action here.
 */
export const auditEntityTypes = ['setting', 'service', 'suggestion', 'admin'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditEntityLabels: Record<AuditEntityType, string> = {
  setting: 'إعداد',
  service: 'خدمة',
  suggestion: 'اقتراح',
  admin: 'مشرف',
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
};
