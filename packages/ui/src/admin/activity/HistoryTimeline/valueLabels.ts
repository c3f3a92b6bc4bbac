import {
  adminRoleLabels,
  customerStatusLabels,
  orderStatusLabels,
  photographerStatusLabels,
  serviceCategoryLabels,
  suggestionStatusLabels,
  transactionMethodLabels,
  transactionStatusLabels,
  transactionTypeLabels,
} from '@laqta/contract';

/**
 * The Arabic of a recorded value that is one of a fixed set (a status, a role, a category), from
 * the labels contract already gives every screen: per kind of record, then per field.
 */
const choiceLabels: Record<string, Record<string, Record<string, string>>> = {
  service: { category: serviceCategoryLabels },
  suggestion: { status: suggestionStatusLabels },
  admin: {
    role: adminRoleLabels,
    two_factor: { totp: 'رمز تطبيق المصادقة', recovery_code: 'رمز استرداد' },
  },
  order: { status: orderStatusLabels },
  customer: { status: customerStatusLabels },
  photographer: { status: photographerStatusLabels, specialties: serviceCategoryLabels },
  transaction: {
    status: transactionStatusLabels,
    type: transactionTypeLabels,
    method: transactionMethodLabels,
  },
};

/** The labels of a field's fixed set of values, if it has one. */
export function choiceLabelsOf(
  entityType: string,
  field: string,
): Record<string, string> | undefined {
  return choiceLabels[entityType]?.[field];
}

/** Yes/no fields (stored as 0/1 or true/false), each with its own two words. */
const switchLabels: Record<string, { on: string; off: string }> = {
  is_active: { on: 'مفعّل', off: 'موقوف' },
  two_factor_required: { on: 'إلزامي', off: 'اختياري' },
  deactivated: { on: 'نعم', off: 'لا' },
};

export function switchLabelsOf(field: string): { on: string; off: string } | undefined {
  return switchLabels[field];
}

/** Fields holding money in minor units (halalas) of the platform currency. */
export const moneyFields: ReadonlySet<string> = new Set([
  'base_price',
  'starting_price',
  'price',
  'amount',
  'commission_amount',
  'total',
  'refund_amount',
  'refundable',
  'payout_amount',
]);

/** Fields holding a percentage (the commission rate an order was priced with). */
export const percentFields: ReadonlySet<string> = new Set(['commission_rate']);

/** Fields holding a picture's address (shown as a link to it, not as a path). */
export const imageFields: ReadonlySet<string> = new Set(['image_url', 'avatar_url']);

/** Fields written left to right (addresses, codes). */
export const ltrFields: ReadonlySet<string> = new Set([
  'email',
  'phone',
  'link_url',
  'reference',
  'bank_reference',
  'transaction',
  'code',
]);
