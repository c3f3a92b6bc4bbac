import { z } from 'zod';
import { bulkRequestSchema, optionalReasonSchema } from './bulk.js';
import { exportFormatField, exportSelectionField } from './listExports.js';
import {
  personCitySchema,
  personEmailSchema,
  personNameSchema,
  personPhoneSchema,
  seenUpdatedAtSchema,
} from './peopleFields.js';
import type { photographerSchema, PhotographerStatus } from './photographer.js';
import { photographerListQuerySchema } from './photographerList.js';
import { halalasSchema, riyalsToHalalasSchema } from './riyals.js';
import { riyalsText, serviceCategories, type ServiceCategory } from './service.js';
import type { TransitionTable } from './transitions.js';

/**
 * Photographers' write side (issue 14, permission `people`: operations and owner). Paths in
 * `adminPaths.api`: `photographers` (POST create), `photographer` (PUT edit), `photographerStatus`
 * (POST an action of the state machine below), `photographersBulk`, `photographersExport`.
 */

export const photographerWriteMessages = {
  bioTooLong: 'النبذة يجب ألا تزيد على 2000 حرف',
  specialtiesRequired: 'اختر تخصصًا واحدًا على الأقل',
  specialtyInvalid: 'تخصص غير معروف',
  priceRequired: 'سعر البداية مطلوب',
  priceInvalid: 'أدخل سعرًا صحيحًا بالريال (حتى منزلتين عشريتين)',
  priceHalalasInvalid: 'سعر البداية يجب أن يكون عددًا صحيحًا بالهللات',
  priceRange: 'سعر البداية يجب أن يكون بين 0 و100,000 ريال',
  avatarType: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
  avatarTooLarge: 'حجم الصورة يجب ألا يزيد على 2 ميغابايت',
  emailTaken: 'هذا البريد الإلكتروني مستخدم لمصور آخر',
  actionRequired: 'اختر الإجراء',
  created: 'تمت إضافة المصور.',
  updated: 'تم حفظ بيانات المصور.',
  approved: 'تم اعتماد المصور.',
  rejected: 'تم رفض طلب المصور.',
  suspended: 'تم إيقاف المصور.',
  reinstated: 'أعيد تفعيل المصور.',
  /** 409 with `confirmation_required`: suspending a photographer who has confirmed sessions ahead. */
  confirmSuspension: (count: number) =>
    `لدى المصور ${count} ${count === 1 ? 'طلب مؤكد قادم' : 'طلبات مؤكدة قادمة'}؛ أكّد الإيقاف وستبقى هذه الطلبات بحاجة إلى مصور بديل`,
} as const;

/** Largest starting price: 100,000 SAR, in halalas. */
export const PHOTOGRAPHER_MAX_STARTING_PRICE = 10_000_000;

/** Avatars: these types only, checked by their bytes on the server; at most 2 MB. */
export const photographerAvatarTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const photographerAvatarMaxBytes = 2 * 1024 * 1024;

/** The check the form makes before sending (the server checks the bytes again). */
export function photographerAvatarProblem(file: { type: string; size: number }): string | null {
  if (!(photographerAvatarTypes as readonly string[]).includes(file.type))
    return photographerWriteMessages.avatarType;
  if (file.size > photographerAvatarMaxBytes) return photographerWriteMessages.avatarTooLarge;
  return null;
}

/** One category or several (a form sends `specialties[0]=…`, JSON an array). */
const specialtiesSchema = z
  .union([z.array(z.string()), z.string()], {
    error: photographerWriteMessages.specialtiesRequired,
  })
  .transform((value) => (Array.isArray(value) ? value : [value]).filter((s) => s !== ''))
  .pipe(
    z
      .array(z.enum(serviceCategories, { error: photographerWriteMessages.specialtyInvalid }))
      .min(1, photographerWriteMessages.specialtiesRequired)
      .transform((list) => [...new Set(list)]),
  );

const priceMessages = {
  required: photographerWriteMessages.priceRequired,
  range: photographerWriteMessages.priceRange,
};

const photographerFields = {
  name: personNameSchema,
  email: personEmailSchema,
  phone: personPhoneSchema,
  city: personCitySchema,
  bio: z
    .string()
    .trim()
    .max(2000, photographerWriteMessages.bioTooLong)
    .optional()
    .transform((value) => value ?? ''),
  specialties: specialtiesSchema,
};

/**
 * `POST /api/admin/photographers` (multipart; a new photographer starts `pending`, in the
 * approval queue) and `PUT /api/admin/photographers/{id}` (or POST `_method=PUT`) with the
 * `updated_at` the screen loaded (409 when stale). `starting_price` in halalas; the `avatar`
 * file (≤ 2 MB, JPEG/PNG/WebP by its bytes) is checked apart and optional (absent keeps it).
 */
export const photographerRequestSchema = z.object({
  ...photographerFields,
  starting_price: halalasSchema(
    { ...priceMessages, invalid: photographerWriteMessages.priceHalalasInvalid },
    PHOTOGRAPHER_MAX_STARTING_PRICE,
  ),
  /** The picture, a file part of the multipart form: its bytes are checked by the server. */
  avatar: z
    .unknown()
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 2 MB.' }),
});
export type PhotographerRequest = z.output<typeof photographerRequestSchema>;

export const photographerUpdateRequestSchema = photographerRequestSchema.extend({
  updated_at: seenUpdatedAtSchema,
});
export type PhotographerUpdateRequest = z.output<typeof photographerUpdateRequestSchema>;

/** The photographer form: the same rules, the starting price typed in riyals (→ halalas). */
export const photographerFormSchema = z.object({
  ...photographerFields,
  starting_price: riyalsToHalalasSchema(
    { ...priceMessages, invalid: photographerWriteMessages.priceInvalid },
    PHOTOGRAPHER_MAX_STARTING_PRICE,
  ),
});
export type PhotographerFormOutput = z.output<typeof photographerFormSchema>;

/** What the form holds while typing. */
export interface PhotographerFormValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  bio: string;
  specialties: ServiceCategory[];
  starting_price: string;
}

export function photographerFormValuesOf(
  photographer?: z.infer<typeof photographerSchema> | null,
): PhotographerFormValues {
  if (!photographer)
    return {
      name: '',
      email: '',
      phone: '',
      city: '',
      bio: '',
      specialties: [],
      starting_price: '',
    };
  return {
    name: photographer.name,
    email: photographer.email,
    phone: photographer.phone,
    city: photographer.city,
    bio: photographer.bio,
    specialties: photographer.specialties,
    starting_price: riyalsText(photographer.starting_price),
  };
}

/** The photographer's state machine: pending → approved | (rejected →) suspended; approved ⇄ suspended. */
export const photographerActions = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type PhotographerAction = (typeof photographerActions)[number];

/**
 * A rejected application is kept as `suspended` with `rejected_at` set (and the reason in
 * `status_reason`), so it leaves the queue and can still be reinstated later.
 */
export const photographerTransitions: TransitionTable<PhotographerAction, PhotographerStatus> = {
  approve: { from: ['pending'], to: 'approved', reasonRequired: false },
  reject: { from: ['pending'], to: 'suspended', reasonRequired: true },
  suspend: { from: ['approved'], to: 'suspended', reasonRequired: true },
  reinstate: { from: ['suspended'], to: 'approved', reasonRequired: false },
};

export const photographerActionLabels: Record<PhotographerAction, string> = {
  approve: 'اعتماد',
  reject: 'رفض',
  suspend: 'إيقاف',
  reinstate: 'إعادة التفعيل',
};

/**
 * `POST /api/admin/photographers/{id}/status` `{ action, reason?, updated_at, confirm? }`: 200
 * with the photographer; 409 when stale; 422 when the action does not fit the current state
 * (naming it) or a needed reason is missing; for `suspend` with confirmed orders ahead and no
 * `confirm: true`, 409 `PhotographerSuspensionConfirmation` (nothing changed).
 */
export const photographerStatusRequestSchema = z.object({
  action: z.enum(photographerActions, { error: photographerWriteMessages.actionRequired }),
  reason: optionalReasonSchema,
  updated_at: seenUpdatedAtSchema,
  confirm: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])])
    .optional()
    .transform((value) => value === true || value === '1' || value === 'true' || value === 'on'),
});
export type PhotographerStatusRequest = z.output<typeof photographerStatusRequestSchema>;

/** A confirmed order ahead of a photographer about to be suspended. */
export const photographerFutureOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  session_at: z.string(),
  customer_name: z.string(),
  service_name: z.string(),
});
export type PhotographerFutureOrder = z.infer<typeof photographerFutureOrderSchema>;

/** The 409 "confirm first" answer: ask the admin, listing the orders, then resend with `confirm: true`. */
export const photographerSuspensionConfirmationSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The suspension clashes with confirmed orders (contract errorCodes). */
  code: z.literal('conflict'),
  confirmation_required: z.literal(true),
  orders: z.array(photographerFutureOrderSchema),
});
export type PhotographerSuspensionConfirmation = z.infer<
  typeof photographerSuspensionConfirmationSchema
>;

/** The photographers list's bulk actions (`POST /api/admin/photographers/bulk`). */
export const photographerBulkActions = ['approve', 'suspend', 'reinstate'] as const;
export const photographerBulkRequestSchema = bulkRequestSchema(
  photographerBulkActions,
  photographerListQuerySchema,
);
export type PhotographerBulkRequest = z.output<typeof photographerBulkRequestSchema>;

/** The export's columns, in order, with their Arabic headers (`GET …/photographers/export`). */
export const photographerExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'name', header: 'الاسم' },
  { key: 'email', header: 'البريد الإلكتروني' },
  { key: 'phone', header: 'الجوال' },
  { key: 'city', header: 'المدينة' },
  { key: 'specialties', header: 'التخصصات' },
  { key: 'starting_price', header: 'سعر البداية' },
  { key: 'rating_avg', header: 'متوسط التقييم' },
  { key: 'reviews_count', header: 'عدد التقييمات' },
  { key: 'completed_orders_count', header: 'الطلبات المكتملة' },
  { key: 'status', header: 'الحالة' },
  { key: 'created_at', header: 'تاريخ الانضمام' },
] as const;

/** `GET /api/admin/photographers/export?format=xlsx|csv&…` the list's search, filters and sort. */
export const photographerExportQuerySchema = photographerListQuerySchema
  .safeExtend(exportFormatField)
  .safeExtend(exportSelectionField);
