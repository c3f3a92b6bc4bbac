import { z } from 'zod';
import { bulkRequestSchema, optionalReasonSchema } from './bulk.js';
import type { CustomerStatus } from './customer.js';
import { customerListQuerySchema } from './customerList.js';
import {
  personCitySchema,
  personEmailSchema,
  personNameSchema,
  personPhoneSchema,
  seenUpdatedAtSchema,
} from './peopleFields.js';
import type { TransitionTable } from './transitions.js';

/**
 * Customers' write side (issue 14, permission `people`: operations and owner). Paths in
 * `adminPaths.api`: `customer` (PUT edit), `customerStatus` (POST block/unblock),
 * `customersBulk`; the export is `customersExport`.
 */
export const customerWriteMessages = {
  emailTaken: 'هذا البريد الإلكتروني مستخدم لعميل آخر',
  actionRequired: 'اختر الإجراء',
  updated: 'تم حفظ بيانات العميل.',
  blocked: 'تم حظر العميل.',
  unblocked: 'تم رفع الحظر عن العميل.',
} as const;

/**
 * `PUT /api/admin/users/{id}` (or POST `_method=PUT`) `{ name, email, phone, city, updated_at }`:
 * 409 when stale, 422 per field (an e-mail another customer has: `email`, emailTaken).
 */
export const customerUpdateRequestSchema = z.object({
  name: personNameSchema,
  email: personEmailSchema,
  phone: personPhoneSchema,
  city: personCitySchema,
  updated_at: seenUpdatedAtSchema,
});
export type CustomerUpdateRequest = z.output<typeof customerUpdateRequestSchema>;

/** The customer form: the same rules without `updated_at` (the route adds the one it loaded). */
export const customerFormSchema = customerUpdateRequestSchema.omit({ updated_at: true });
export type CustomerFormValues = z.input<typeof customerFormSchema>;

export const customerActions = ['block', 'unblock'] as const;
export type CustomerAction = (typeof customerActions)[number];

export const customerTransitions: TransitionTable<CustomerAction, CustomerStatus> = {
  block: { from: ['active'], to: 'blocked', reasonRequired: true },
  unblock: { from: ['blocked'], to: 'active', reasonRequired: false },
};

export const customerActionLabels: Record<CustomerAction, string> = {
  block: 'حظر',
  unblock: 'رفع الحظر',
};

/**
 * `POST /api/admin/users/{id}/status` `{ action, reason?, updated_at }`: 200 with the customer,
 * 409 stale, 422 when the action does not fit the current state or `block` lacks a reason.
 */
export const customerStatusRequestSchema = z.object({
  action: z.enum(customerActions, { error: customerWriteMessages.actionRequired }),
  reason: optionalReasonSchema,
  updated_at: seenUpdatedAtSchema,
});
export type CustomerStatusRequest = z.output<typeof customerStatusRequestSchema>;

/** `POST /api/admin/users/bulk`. */
export const customerBulkActions = customerActions;
export const customerBulkRequestSchema = bulkRequestSchema(
  customerBulkActions,
  customerListQuerySchema,
);
export type CustomerBulkRequest = z.output<typeof customerBulkRequestSchema>;
