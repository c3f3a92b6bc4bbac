import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { listFilter, listQuerySchema, listSchema, type ListAnswer } from './list.js';
import { serviceCategories, type ServiceCategory } from './serviceCategories.js';

// serviceCategories, ServiceCategory and serviceCategoryLabels live in serviceCategories.ts
// (schema-free, for the catalogue pages); re-exported here for the contract modules that take
// them with the schema.
export {
  serviceCategories,
  serviceCategoryLabels,
  type ServiceCategory,
} from './serviceCategories.js';

export const serviceCategorySchema = z.enum(serviceCategories);

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: serviceCategorySchema,
  /** Integer minor units (halalas) of the platform currency. */
  base_price: z.number().int(),
  duration_minutes: z.number().int(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** Set when archived: hidden from new bookings (and inactive), kept for the orders that used it. */
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** What the services form and the server say, word for word. */
export const serviceMessages = {
  nameRequired: 'اسم الخدمة مطلوب',
  nameTooLong: 'اسم الخدمة يجب ألا يزيد على 120 حرفًا',
  descriptionTooLong: 'الوصف يجب ألا يزيد على 2000 حرف',
  categoryRequired: 'اختر تصنيف الخدمة',
  priceRequired: 'السعر الأساسي مطلوب',
  priceInvalid: 'أدخل سعرًا صحيحًا بالريال (حتى منزلتين عشريتين)',
  priceHalalasInvalid: 'السعر الأساسي يجب أن يكون عددًا صحيحًا بالهللات',
  priceRange: 'السعر الأساسي يجب أن يكون بين 0 و100,000 ريال',
  durationRequired: 'مدة الجلسة مطلوبة',
  durationInvalid: 'أدخل مدة الجلسة بالدقائق عددًا صحيحًا',
  durationRange: 'مدة الجلسة يجب أن تكون بين 15 و1440 دقيقة',
  sortOrderInvalid: 'الترتيب يجب أن يكون عددًا صحيحًا بين 0 و10000',
  activeInvalid: 'قيمة الحالة غير صحيحة',
  imageRequired: 'صورة الخدمة مطلوبة',
  imageType: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP',
  imageTooLarge: 'حجم الصورة يجب ألا يزيد على 5 ميغابايت',
  notFound: 'الخدمة المطلوبة غير موجودة.',
  created: 'تمت إضافة الخدمة.',
  updated: 'تم حفظ التعديلات.',
} as const;

/** Service images: these types only, checked by content on the server. */
export const serviceImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const serviceImageMaxBytes = 5 * 1024 * 1024;

/** The image check the form makes before sending (the server sniffs the bytes again). */
export function serviceImageProblem(file: { type: string; size: number }): string | null {
  if (!(serviceImageTypes as readonly string[]).includes(file.type))
    return serviceMessages.imageType;
  if (file.size > serviceImageMaxBytes) return serviceMessages.imageTooLarge;
  return null;
}

/** Largest base price: 100,000 SAR, in halalas. */
export const SERVICE_MAX_PRICE = 10_000_000;

/**
 * A whole number from a form field (text) or JSON (number): empty → `required`, not a whole
 * number → `invalid`, then the range rules of `range`.
 */
function wholeNumber(
  messages: { required: string; invalid: string },
  range: z.ZodNumber,
): z.ZodType<number, string | number> {
  return z
    .union([z.string(), z.number()], { error: messages.required })
    .transform((value, ctx) => {
      const text = latinDigits(String(value)).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(number)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return number;
    })
    .pipe(range);
}

/** Halalas (whole minor units) as the API takes them. */
const basePriceHalalas = wholeNumber(
  { required: serviceMessages.priceRequired, invalid: serviceMessages.priceHalalasInvalid },
  z.number().min(0, serviceMessages.priceRange).max(SERVICE_MAX_PRICE, serviceMessages.priceRange),
);

/** Riyals as the form takes them (`150` or `149.50`), turned into halalas with the same rules. */
const basePriceRiyals: z.ZodType<number, string> = z
  .string({ error: serviceMessages.priceRequired })
  .transform((value, ctx) => {
    const text = latinDigits(value)
      .replace(/[٫,]/g, (c) => (c === '٫' ? '.' : ''))
      .trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: serviceMessages.priceRequired });
      return z.NEVER;
    }
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: serviceMessages.priceInvalid });
      return z.NEVER;
    }
    // Integer arithmetic on the digits: 149.50 SAR → 14950 halalas, no float rounding.
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  })
  .pipe(
    z
      .number()
      .min(0, serviceMessages.priceRange)
      .max(SERVICE_MAX_PRICE, serviceMessages.priceRange),
  );

/** A checkbox as a form sends it (`1`/`0`, `true`/`false`, `on`) or a JSON boolean. */
const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])], {
    error: serviceMessages.activeInvalid,
  })
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** The rules every service field follows, on the form and on the server alike. */
const serviceFields = {
  name: z
    .string({ error: serviceMessages.nameRequired })
    .trim()
    .min(1, serviceMessages.nameRequired)
    .max(120, serviceMessages.nameTooLong),
  description: z
    .string()
    .trim()
    .max(2000, serviceMessages.descriptionTooLong)
    .optional()
    .transform((value) => value ?? ''),
  category: z.enum(serviceCategories, { error: serviceMessages.categoryRequired }),
  duration_minutes: wholeNumber(
    { required: serviceMessages.durationRequired, invalid: serviceMessages.durationInvalid },
    z.number().min(15, serviceMessages.durationRange).max(1440, serviceMessages.durationRange),
  ),
  is_active: formBoolean.optional().transform((value) => value ?? true),
  sort_order: z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined || String(value).trim() === '' ? '0' : value))
    .pipe(
      wholeNumber(
        { required: serviceMessages.sortOrderInvalid, invalid: serviceMessages.sortOrderInvalid },
        z
          .number()
          .min(0, serviceMessages.sortOrderInvalid)
          .max(10_000, serviceMessages.sortOrderInvalid),
      ),
    ),
};

/**
 * A form's image file (multipart). Its type (by its bytes) and size are checked on the server
 * apart from the fields, as a schema cannot read a file; here it only describes the field.
 */
export const imageUploadField = z
  .unknown()
  .meta({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP (by its bytes), at most 5 MB; multipart only.',
  })
  .optional();

/**
 * `POST /api/admin/services` (create) and `POST /api/admin/services/{id}` with `_method=PUT`
 * (update): multipart fields, `base_price` in halalas. The `image` file is checked apart (by
 * content on the server): required on create, optional on update (absent keeps the current one).
 */
export const serviceRequestSchema = z.object({
  ...serviceFields,
  base_price: basePriceHalalas,
  /** The `updated_at` the form loaded (update only): a different one answers 409. Optional for older clients. */
  updated_at: z.string().min(1).optional(),
  /** Required on create, optional on update (absent keeps the current image). */
  image: imageUploadField,
});
export type ServiceRequest = z.output<typeof serviceRequestSchema>;

/** The services form: the same rules, with the price typed in riyals and turned into halalas. */
export const serviceFormSchema = z.object({ ...serviceFields, base_price: basePriceRiyals });
/** What the form holds while typing (text fields as text, the active switch as a boolean). */
export interface ServiceFormValues {
  name: string;
  description: string;
  category: ServiceCategory | '';
  base_price: string;
  duration_minutes: string;
  is_active: boolean;
  sort_order: string;
}
/** What a valid form gives: the request's values (price in halalas). */
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

/** Halalas → the riyal text the form shows (`14950` → `149.50`, `15000` → `150`). */
export function riyalsText(halalas: number): string {
  const riyals = Math.trunc(halalas / 100);
  const rest = halalas % 100;
  return rest === 0 ? String(riyals) : `${riyals}.${String(rest).padStart(2, '0')}`;
}

/** The form's starting values for an existing service (edit) or a new one. */
export function serviceFormValuesOf(service?: Service | null): ServiceFormValues {
  if (!service)
    return {
      name: '',
      description: '',
      category: '',
      base_price: '',
      duration_minutes: '60',
      is_active: true,
      sort_order: '0',
    };
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    base_price: riyalsText(service.base_price),
    duration_minutes: String(service.duration_minutes),
    is_active: service.is_active,
    sort_order: String(service.sort_order),
  };
}

/** `GET /api/admin/services/{id}` and the create/update answers. */
export const serviceAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: serviceSchema,
});
export type ServiceAnswer = z.infer<typeof serviceAnswerSchema>;

/** `GET /api/admin/services`: a page of services. */
export const serviceListAnswerSchema = listSchema(serviceSchema);

/** The services list's sortable columns (ARCHITECTURE.md §2 `sort`). */
export const serviceListSorts = [
  'name',
  'category',
  'base_price',
  'duration_minutes',
  'is_active',
  'sort_order',
  'created_at',
] as const;

/**
 * `GET /api/admin/services?page&per_page&search&sort&category&is_active`: search in the name and
 * description; filter by category and by active (`1`) or inactive (`0`). Shown in display order.
 */
export const serviceListQuerySchema = listQuerySchema({
  sorts: serviceListSorts,
  defaultSort: 'sort_order',
  filters: {
    category: listFilter.choice(serviceCategories),
    is_active: listFilter.choice(['1', '0']),
    /** `1` archived only, `0` not archived; absent: both. */
    archived: listFilter.choice(['1', '0']),
  },
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;
export type ServiceListAnswer = ListAnswer<Service>;
