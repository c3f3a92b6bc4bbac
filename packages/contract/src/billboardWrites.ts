import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { billboardListQuerySchema, type Billboard } from './billboard.js';
import { bulkRequestSchema } from './bulk.js';
import { imageUploadField } from './service.js';
import { exportFormatField, exportSelectionField } from './listExports.js';
import { seenUpdatedAtSchema } from './peopleFields.js';
import type { TransitionTable } from './transitions.js';

/**
 * Billboards' write side (issue 14, permission `content`) and the public endpoint that serves
 * the live ones. Paths: `billboards` (POST create, multipart with `image`), `billboard` (PUT
 * edit), `billboardStatus` (POST activate/deactivate), `billboardsOrder` (PUT positions, the
 * `displayOrderRequestSchema` of serviceWrites.ts), `billboardsBulk`, `billboardsExport`; public
 * `PUBLIC_LIVE_BILLBOARDS_PATH`.
 *
 * Schedules are typed as the platform's wall-clock time (`YYYY-MM-DDTHH:mm` in the `timezone`
 * setting, Riyadh by default) and stored as UTC; `wallTimeOf` gives the form its values back.
 */
export const billboardWriteMessages = {
  titleRequired: 'عنوان الإعلان مطلوب',
  titleTooLong: 'العنوان يجب ألا يزيد على 120 حرفًا',
  linkInvalid: 'أدخل رابطًا صحيحًا يبدأ بـ https:// أو مسارًا يبدأ بـ /',
  linkTooLong: 'الرابط طويل جدًا',
  startsRequired: 'موعد البداية مطلوب',
  endsRequired: 'موعد النهاية مطلوب',
  momentInvalid: 'أدخل التاريخ والوقت بالصيغة YYYY-MM-DDTHH:mm',
  endsBeforeStarts: 'موعد النهاية يجب أن يكون بعد موعد البداية',
  sortOrderInvalid: 'الترتيب يجب أن يكون عددًا صحيحًا بين 0 و10000',
  activeInvalid: 'قيمة الحالة غير صحيحة',
  imageRequired: 'صورة الإعلان مطلوبة',
  imageType: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
  imageTooLarge: 'حجم الصورة يجب ألا يزيد على 5 ميغابايت',
  actionRequired: 'اختر الإجراء',
  created: 'تمت إضافة الإعلان.',
  updated: 'تم حفظ الإعلان.',
  activated: 'تم تفعيل الإعلان.',
  deactivated: 'تم إيقاف الإعلان.',
  reordered: 'تم حفظ ترتيب الإعلانات.',
} as const;

export const billboardImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const billboardImageMaxBytes = 5 * 1024 * 1024;

export function billboardImageProblem(file: { type: string; size: number }): string | null {
  if (!(billboardImageTypes as readonly string[]).includes(file.type))
    return billboardWriteMessages.imageType;
  if (file.size > billboardImageMaxBytes) return billboardWriteMessages.imageTooLarge;
  return null;
}

/** `YYYY-MM-DDTHH:mm` (seconds allowed and dropped): a wall-clock moment of the platform's zone. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2})?$/;

function isRealWallTime(text: string): boolean {
  const match = WALL_TIME.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number);
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60
  );
}

const wallTime = (required: string) =>
  z
    .string({ error: required })
    .transform((value) => latinDigits(value).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .refine(isRealWallTime, billboardWriteMessages.momentInvalid)
        .transform((value) => value.replace(' ', 'T').slice(0, 16)),
    );

const linkUrl = z
  .string()
  .trim()
  .max(2000, billboardWriteMessages.linkTooLong)
  .optional()
  .transform((value) => (value === undefined || value === '' ? null : value))
  .refine(
    (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s]*$/.test(value),
    {
      message: billboardWriteMessages.linkInvalid,
    },
  );

const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])], {
    error: billboardWriteMessages.activeInvalid,
  })
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

const sortOrder = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value, ctx) => {
    const text = value === undefined ? '' : latinDigits(String(value)).trim();
    const number = text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number) || number > 10_000) {
      ctx.addIssue({ code: 'custom', message: billboardWriteMessages.sortOrderInvalid });
      return z.NEVER;
    }
    return number;
  });

const billboardFields = z.object({
  title: z
    .string({ error: billboardWriteMessages.titleRequired })
    .trim()
    .min(1, billboardWriteMessages.titleRequired)
    .max(120, billboardWriteMessages.titleTooLong),
  link_url: linkUrl,
  /** Wall-clock time in the platform's zone, e.g. `2026-12-01T09:00` (Riyadh) → `…T06:00:00.000Z`. */
  starts_at: wallTime(billboardWriteMessages.startsRequired),
  ends_at: wallTime(billboardWriteMessages.endsRequired),
  is_active: formBoolean.optional().transform((value) => value ?? true),
  sort_order: sortOrder,
  /** Required on create, optional on update (absent keeps the current image). */
  image: imageUploadField,
});

const endsAfterStarts = <T extends { starts_at: string; ends_at: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.ends_at <= value.starts_at)
    ctx.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: billboardWriteMessages.endsBeforeStarts,
    });
};

/**
 * `POST /api/admin/billboards` (multipart; `image` required, JPEG/PNG/WebP ≤ 5 MB by its bytes)
 * and `PUT /api/admin/billboards/{id}` (or POST `_method=PUT`; `image` optional, `updated_at`
 * required: 409 when stale). 201/200 with the `Billboard` (UTC times).
 */
export const billboardRequestSchema = billboardFields.superRefine(endsAfterStarts);
export type BillboardRequest = z.output<typeof billboardRequestSchema>;
export const billboardUpdateRequestSchema = billboardFields
  .extend({ updated_at: seenUpdatedAtSchema })
  .superRefine(endsAfterStarts);
export type BillboardUpdateRequest = z.output<typeof billboardUpdateRequestSchema>;

/** The billboard form's values (wall-clock times in the platform's zone). */
export interface BillboardFormValues {
  title: string;
  link_url: string;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  sort_order: string;
}

/**
 * What `timeZone`'s wall clock read at a stored UTC moment, as the form writes it
 * (`2026-12-01T06:00:00.000Z`, `Asia/Riyadh` → `2026-12-01T09:00`).
 */
export function wallTimeOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

export function billboardFormValuesOf(
  billboard: Billboard | null | undefined,
  timeZone: string,
): BillboardFormValues {
  if (!billboard)
    return {
      title: '',
      link_url: '',
      starts_at: '',
      ends_at: '',
      is_active: true,
      sort_order: '0',
    };
  return {
    title: billboard.title,
    link_url: billboard.link_url ?? '',
    starts_at: wallTimeOf(billboard.starts_at, timeZone),
    ends_at: wallTimeOf(billboard.ends_at, timeZone),
    is_active: billboard.is_active,
    sort_order: String(billboard.sort_order),
  };
}

export const billboardActions = ['activate', 'deactivate'] as const;
export type BillboardAction = (typeof billboardActions)[number];

/** On/off, whatever the window: the window decides live/scheduled/ended of an active one. */
export const billboardTransitions: TransitionTable<BillboardAction, 'active' | 'inactive'> = {
  activate: { from: ['inactive'], to: 'active', reasonRequired: false },
  deactivate: { from: ['active'], to: 'inactive', reasonRequired: false },
};
export const billboardActionLabels: Record<BillboardAction, string> = {
  activate: 'تفعيل',
  deactivate: 'إيقاف',
};

/** `POST /api/admin/billboards/{id}/status` `{ action, updated_at }`. */
export const billboardStatusRequestSchema = z.object({
  action: z.enum(billboardActions, { error: billboardWriteMessages.actionRequired }),
  updated_at: seenUpdatedAtSchema,
});
export type BillboardStatusRequest = z.output<typeof billboardStatusRequestSchema>;

/** `POST /api/admin/billboards/bulk`. */
export const billboardBulkActions = billboardActions;
export const billboardBulkRequestSchema = bulkRequestSchema(
  billboardBulkActions,
  billboardListQuerySchema,
);

export const billboardExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'title', header: 'العنوان' },
  { key: 'link_url', header: 'الرابط' },
  { key: 'starts_at', header: 'يبدأ' },
  { key: 'ends_at', header: 'ينتهي' },
  { key: 'state', header: 'الحالة' },
  { key: 'sort_order', header: 'الترتيب' },
] as const;

/** What the public site gets of a live billboard (active, inside its window), in display order. */
export const liveBillboardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
});
export type LiveBillboard = z.infer<typeof liveBillboardSchema>;

/** Public, no token: `GET /api/billboards/live` → `{ success: true, data: LiveBillboard[] }`. */
export const PUBLIC_LIVE_BILLBOARDS_PATH = '/api/billboards/live';
export const liveBillboardsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(liveBillboardSchema),
});
export type LiveBillboardsAnswer = z.infer<typeof liveBillboardsAnswerSchema>;

/** `GET /api/admin/billboards/export?format=xlsx|csv&…`. */
export const billboardExportQuerySchema = billboardListQuerySchema
  .safeExtend(exportFormatField)
  .safeExtend(exportSelectionField);
