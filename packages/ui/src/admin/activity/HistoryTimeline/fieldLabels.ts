/**
 * The Arabic name of each field a change records, per kind of record (the `fields` a write gives
 * the audit trail, ARCHITECTURE.md §8). Only the timelines and the activity page show them, so
 * they live here rather than in contract. A field named the same everywhere (`name`, `status`) is
 * in `commonFieldLabels`; a record's own map wins over it.
 */
const commonFieldLabels: Record<string, string> = {
  name: 'الاسم',
  title: 'العنوان',
  email: 'البريد الإلكتروني',
  phone: 'الجوال',
  city: 'المدينة',
  status: 'الحالة',
  description: 'الوصف',
  image_url: 'الصورة',
  avatar_url: 'الصورة الشخصية',
  is_active: 'التفعيل',
  sort_order: 'ترتيب العرض',
  price: 'السعر',
  amount: 'المبلغ',
  reason: 'السبب',
  address: 'العنوان',
  created_at: 'تاريخ الإنشاء',
};

const recordFieldLabels: Record<string, Record<string, string>> = {
  service: {
    name: 'اسم الخدمة',
    category: 'الفئة',
    base_price: 'السعر الأساسي',
    duration_minutes: 'المدة',
    archived_at: 'أُرشفت في',
  },
  setting: { name: 'الإعداد', value: 'القيمة', type: 'النوع' },
  suggestion: { status: 'حالة الاقتراح' },
  admin: {
    role: 'الدور',
    deactivated_at: 'أوقف الحساب في',
    deactivated: 'الحساب موقوف',
    two_factor: 'طريقة التحقق',
    session_id: 'رقم الجلسة',
    signed_out_sessions: 'الجلسات التي أُنهيت',
  },
  security_policy: { two_factor_required: 'التحقق بخطوتين إلزامي للجميع' },
  order: {
    code: 'رقم الطلب',
    session_at: 'موعد الجلسة',
    photographer_id: 'رقم المصور',
    photographer_name: 'المصور',
    customer_id: 'العميل',
    service_id: 'الخدمة',
    notes: 'الملاحظات',
    cancel_reason: 'سبب الإلغاء',
    cancelled_at: 'أُلغي في',
    completed_at: 'اكتمل في',
    commission_rate: 'نسبة العمولة',
    refund_amount: 'المبلغ المسترد',
    refundable: 'المتبقي للاسترداد',
    payout_amount: 'مستحقات المصور',
    commission_amount: 'العمولة',
    transaction: 'المعاملة',
    bank_reference: 'المرجع البنكي',
    clash_confirmed_with: 'تعارض أُكِّد مع الطلبات',
  },
  customer: { blocked_reason: 'سبب الحظر' },
  photographer: {
    bio: 'النبذة',
    specialties: 'التخصصات',
    starting_price: 'السعر المبدئي',
    status_reason: 'سبب الحالة',
    rejected_at: 'رُفض في',
  },
  review: {
    rating: 'التقييم',
    comment: 'التعليق',
    hidden_at: 'أُخفي في',
    hidden_reason: 'سبب الإخفاء',
  },
  newsletter_subscriber: { unsubscribed_at: 'أُلغي الاشتراك في' },
  billboard: { link_url: 'الرابط', starts_at: 'يبدأ', ends_at: 'ينتهي' },
  transaction: {
    type: 'النوع',
    method: 'طريقة الدفع',
    commission_amount: 'العمولة',
    reference: 'المرجع',
    bank_reference: 'المرجع البنكي',
  },
};

/** The Arabic label of a recorded field; an unknown one keeps its name (never hidden). */
export function fieldLabelOf(entityType: string, field: string): string {
  return recordFieldLabels[entityType]?.[field] ?? commonFieldLabels[field] ?? field;
}
