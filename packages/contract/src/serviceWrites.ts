import { z } from 'zod';
import { bulkRequestSchema } from './bulk.js';
import { exportFormatField, exportSelectionField } from './listExports.js';
import { successSchema } from './list.js';
import { MAX_RECORD_ID } from './recordIds.js';
import { seenUpdatedAtSchema } from './peopleFields.js';
import { serviceListQuerySchema, type Service } from './service.js';
import type { TransitionTable } from './transitions.js';

/**
 * Services' life beyond the form (issue 14, permission `content`): switched on and off, archived
 * instead of deleted once an order used them (hidden from new bookings, history kept), deleted
 * only while unused, and put in the order the admin chose. Paths: `serviceStatus` (POST an
 * action), `service` (DELETE), `servicesOrder` (PUT positions), `servicesBulk`, `servicesExport`.
 */
export const serviceWriteMessages = {
  actionRequired: 'اختر الإجراء',
  activated: 'تم تفعيل الخدمة.',
  deactivated: 'تم إيقاف الخدمة.',
  archived: 'تمت أرشفة الخدمة؛ لن تظهر للحجوزات الجديدة وتبقى في الطلبات السابقة.',
  unarchived: 'أعيدت الخدمة من الأرشيف (متوقفة حتى تفعيلها).',
  deleted: 'تم حذف الخدمة.',
  /** 422 on DELETE: orders use it, so it can only be archived. */
  inUse: (orders: number) =>
    `لا يمكن حذف الخدمة لأن ${orders} ${orders === 1 ? 'طلبًا يستخدمها' : 'طلبات تستخدمها'}؛ يمكنك أرشفتها بدلًا من ذلك`,
  orderRequired: 'أرسل ترتيب الخدمات',
  orderInvalid: 'ترتيب غير صالح',
  orderDuplicate: 'خدمة مكررة في الترتيب',
  reordered: 'تم حفظ ترتيب العرض.',
} as const;

/** A service's state as its actions see it. */
export const serviceStates = ['active', 'inactive', 'archived'] as const;
export type ServiceState = (typeof serviceStates)[number];
export const serviceStateLabels: Record<ServiceState, string> = {
  active: 'مفعّلة',
  inactive: 'متوقفة',
  archived: 'مؤرشفة',
};
export const serviceStateOf = (
  service: Pick<Service, 'is_active' | 'archived_at'>,
): ServiceState =>
  service.archived_at !== null ? 'archived' : service.is_active ? 'active' : 'inactive';

export const serviceActions = ['activate', 'deactivate', 'archive', 'unarchive'] as const;
export type ServiceAction = (typeof serviceActions)[number];

export const serviceTransitions: TransitionTable<ServiceAction, ServiceState> = {
  activate: { from: ['inactive'], to: 'active', reasonRequired: false },
  deactivate: { from: ['active'], to: 'inactive', reasonRequired: false },
  archive: { from: ['active', 'inactive'], to: 'archived', reasonRequired: false },
  unarchive: { from: ['archived'], to: 'inactive', reasonRequired: false },
};

export const serviceActionLabels: Record<ServiceAction, string> = {
  activate: 'تفعيل',
  deactivate: 'إيقاف',
  archive: 'أرشفة',
  unarchive: 'إعادة من الأرشيف',
};

/** `POST /api/admin/services/{id}/status` `{ action, updated_at }`: 200 the service; 409; 422. */
export const serviceStatusRequestSchema = z.object({
  action: z.enum(serviceActions, { error: serviceWriteMessages.actionRequired }),
  updated_at: seenUpdatedAtSchema,
});
export type ServiceStatusRequest = z.output<typeof serviceStatusRequestSchema>;

/**
 * `DELETE /api/admin/services/{id}` (or POST `_method=DELETE`) `{ updated_at }`: 200 when no
 * order used it; 422 `inUse(n)` otherwise (archive it instead); 409 stale.
 */
export const serviceDeleteRequestSchema = z.object({ updated_at: seenUpdatedAtSchema });
/** The delete's answer: the id of the service that is gone. */
export const serviceDeletedAnswerSchema = successSchema(z.object({ id: z.number().int() }));

const position = z.coerce
  .number({ error: serviceWriteMessages.orderInvalid })
  .int({ error: serviceWriteMessages.orderInvalid })
  .min(0, { error: serviceWriteMessages.orderInvalid })
  .max(10_000, { error: serviceWriteMessages.orderInvalid });
const recordId = z.coerce
  .number({ error: serviceWriteMessages.orderInvalid })
  .int({ error: serviceWriteMessages.orderInvalid })
  .min(1, { error: serviceWriteMessages.orderInvalid })
  .max(MAX_RECORD_ID, { error: serviceWriteMessages.orderInvalid });

/**
 * A display order (services, billboards): `{ items: [{ id, sort_order }] }`, the new positions
 * of the records that moved (drag or keyboard), at most 1,000. Each changed record is audited;
 * unknown ids are a 422 naming them; records not named keep theirs.
 */
export const displayOrderRequestSchema = z.object({
  items: z
    .array(z.object({ id: recordId, sort_order: position }), {
      error: serviceWriteMessages.orderRequired,
    })
    .min(1, serviceWriteMessages.orderRequired)
    .max(1000, serviceWriteMessages.orderInvalid)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: serviceWriteMessages.orderDuplicate,
    }),
});
export type DisplayOrderRequest = z.output<typeof displayOrderRequestSchema>;
/** A display order's answer: how many records took a new position. */
export const displayOrderAnswerSchema = successSchema(z.object({ moved: z.number().int() }));

/** `POST /api/admin/services/bulk`. */
export const serviceBulkActions = ['activate', 'deactivate', 'archive'] as const;
export const serviceBulkRequestSchema = bulkRequestSchema(
  serviceBulkActions,
  serviceListQuerySchema,
);

export const serviceExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'name', header: 'الاسم' },
  { key: 'category', header: 'التصنيف' },
  { key: 'base_price', header: 'السعر الأساسي' },
  { key: 'duration_minutes', header: 'المدة (دقيقة)' },
  { key: 'state', header: 'الحالة' },
  { key: 'sort_order', header: 'الترتيب' },
  { key: 'created_at', header: 'تاريخ الإضافة' },
] as const;

/** `GET /api/admin/services/export?format=xlsx|csv&…`. */
export const serviceExportQuerySchema = serviceListQuerySchema
  .safeExtend(exportFormatField)
  .safeExtend(exportSelectionField);
