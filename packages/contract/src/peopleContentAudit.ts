/**
 * The audit vocabulary of issue 14 (photographers, customers, reviews, services beyond their
 * form, billboards, newsletter subscribers), spread into audit.ts's lists. Kept in its own file
 * so the areas adding actions at the same time do not edit the same lines.
 */
export const peopleContentAuditEntityTypes = [
  'photographer',
  'customer',
  'review',
  'billboard',
  'newsletter_subscriber',
] as const;

export const peopleContentAuditEntityLabels: Record<
  (typeof peopleContentAuditEntityTypes)[number],
  string
> = {
  photographer: 'مصور',
  customer: 'عميل',
  review: 'تقييم',
  billboard: 'إعلان',
  newsletter_subscriber: 'مشترك في النشرة',
};

export const peopleContentAuditActions = [
  'photographer.created',
  'photographer.updated',
  'photographer.approved',
  'photographer.rejected',
  'photographer.suspended',
  'photographer.reinstated',
  'customer.updated',
  'customer.blocked',
  'customer.unblocked',
  'review.hidden',
  'review.shown',
  'service.activated',
  'service.deactivated',
  'service.archived',
  'service.unarchived',
  'service.deleted',
  'service.reordered',
  'billboard.created',
  'billboard.updated',
  'billboard.activated',
  'billboard.deactivated',
  'billboard.reordered',
  'newsletter_subscriber.unsubscribed',
] as const;

export const peopleContentAuditActionLabels: Record<
  (typeof peopleContentAuditActions)[number],
  string
> = {
  'photographer.created': 'أضاف مصورًا',
  'photographer.updated': 'عدّل بيانات مصور',
  'photographer.approved': 'اعتمد مصورًا',
  'photographer.rejected': 'رفض طلب مصور',
  'photographer.suspended': 'أوقف مصورًا',
  'photographer.reinstated': 'أعاد تفعيل مصور',
  'customer.updated': 'عدّل بيانات عميل',
  'customer.blocked': 'حظر عميلًا',
  'customer.unblocked': 'رفع الحظر عن عميل',
  'review.hidden': 'أخفى تقييمًا',
  'review.shown': 'أعاد إظهار تقييم',
  'service.activated': 'فعّل خدمة',
  'service.deactivated': 'أوقف خدمة',
  'service.archived': 'أرشف خدمة',
  'service.unarchived': 'أعاد خدمة من الأرشيف',
  'service.deleted': 'حذف خدمة',
  'service.reordered': 'غيّر ترتيب خدمة',
  'billboard.created': 'أضاف إعلانًا',
  'billboard.updated': 'عدّل إعلانًا',
  'billboard.activated': 'فعّل إعلانًا',
  'billboard.deactivated': 'أوقف إعلانًا',
  'billboard.reordered': 'غيّر ترتيب إعلان',
  'newsletter_subscriber.unsubscribed': 'ألغى اشتراك بريد في النشرة',
};
