import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { MAX_RECORD_ID } from './recordIds.js';

/**
 * Every admin list speaks one query language (ARCHITECTURE.md §2): `page` (from 1), `per_page` (default
 * 15, at most 100), `search`, `sort` (`field` or `-field`, from the list's allow-list) and the list's
 * own filters, all plain query-string values. `listQuerySchema` builds the schema of one list; the
 * server parses with it (422 with these Arabic messages) and the app builds its URLs from the same
 * names. An empty value (`?status=`) means "no filter", so a cleared control needs no special case.
 */

export const LIST_DEFAULT_PER_PAGE = 15;
export const LIST_MAX_PER_PAGE = 100;
/** The page sizes the table offers. */
export const LIST_PAGE_SIZES = [15, 30, 50, 100] as const;
export const LIST_SEARCH_MAX_LENGTH = 100;

export const listMessages = {
  page: 'رقم الصفحة يجب أن يكون عددًا صحيحًا يبدأ من 1.',
  perPage: `عدد العناصر في الصفحة يجب أن يكون عددًا صحيحًا من 1 إلى ${LIST_MAX_PER_PAGE}.`,
  search: `نص البحث يجب ألا يزيد على ${LIST_SEARCH_MAX_LENGTH} حرف.`,
  sort: (allowed: readonly string[]) => `الترتيب غير مدعوم. المتاح: ${allowed.join('، ')}.`,
  choice: (allowed: readonly string[]) => `القيمة غير صالحة. المتاح: ${allowed.join('، ')}.`,
  id: `المعرّف يجب أن يكون عددًا صحيحًا من 1 إلى ${MAX_RECORD_ID}.`,
  date: 'التاريخ يجب أن يكون بالصيغة YYYY-MM-DD.',
  dateRange: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية.',
  text: 'القيمة طويلة جدًا.',
} as const;

/**
 * Lists count matching rows only up to this many (a search matching tens of thousands of rows
 * would otherwise spend most of its time counting them): past it, `meta.total` is this number and
 * `meta.total_capped` is true — "أكثر من ١٬٠٠٠". `?total=exact` asks for the exact count.
 * Why 1,000 and not 10,000 (issue 21, 1,000,000 orders, "محمد" in 20,000 of them): counting up to
 * 1,001 took PostgreSQL 2 ms (a nested loop over the matching customers' orders), up to 10,001
 * 125 ms (its planner hashed and scanned every order).
 */
export const LIST_TOTAL_CAP = 1_000;

/** `meta` of a list answer. */
export const listMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /** Present (true) when more than LIST_TOTAL_CAP rows match: `total` is then a lower bound. */
  total_capped: z.literal(true).optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ success: true, data: [item…], meta }`. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: listMetaSchema });
}
export interface ListAnswer<T> {
  success: true;
  data: T[];
  meta: ListMeta;
}

/** `{ success: true, data }` (a detail answer). */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export interface SuccessAnswer<T> {
  success: true;
  data: T;
  message?: string;
}

/** A query-string value: absent, or an empty string, is "not given". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (Array.isArray(value) && value.length === 0)
    ? undefined
    : value;

/** A number or date typed with Arabic-Indic or Persian digits reads as the same Latin digits. */
const blankOrLatinDigits = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === 'string' ? latinDigits(given) : given;
};

const YMD = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!YMD.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Filter builders: each accepts a query-string value and yields a typed one (or undefined). */
export const listFilter = {
  /** One of `values` (e.g. a status). */
  choice<const V extends readonly [string, ...string[]]>(values: V) {
    return z.preprocess(
      blankToUndefined,
      z.enum(values, { error: () => listMessages.choice(values) }).optional(),
    );
  },
  /**
   * A record id (e.g. `photographer_id`): 1 to `MAX_RECORD_ID`, since PostgreSQL refuses a larger
   * number for an int4 column with an error (a 500) rather than finding nothing.
   */
  id() {
    return z.preprocess(
      blankOrLatinDigits,
      z.coerce
        .number({ error: () => listMessages.id })
        .int({ error: () => listMessages.id })
        .min(1, { error: () => listMessages.id })
        .max(MAX_RECORD_ID, { error: () => listMessages.id })
        .optional(),
    );
  },
  /** A calendar date `YYYY-MM-DD`: a business day in the platform's time zone (`timezone` setting). */
  date() {
    return z.preprocess(
      blankOrLatinDigits,
      z
        .string({ error: () => listMessages.date })
        .refine(isRealDate, { error: () => listMessages.date })
        .optional(),
    );
  },
  /** Free text compared for equality (e.g. a city). */
  text() {
    return z.preprocess(
      blankToUndefined,
      z
        .string({ error: () => listMessages.text })
        .trim()
        .max(LIST_SEARCH_MAX_LENGTH, { error: () => listMessages.text })
        .optional(),
    );
  },
};

export type ListSort<F extends string> = { field: F; direction: 'asc' | 'desc' };

export interface ListQueryOptions<F extends string, Shape extends z.ZodRawShape> {
  /** The fields a client may sort by. */
  sorts: readonly [F, ...F[]];
  /** Used when the query gives no `sort`, e.g. `-created_at`. */
  defaultSort: F | `-${F}`;
  /** The list's own filters, built with `listFilter`. */
  filters: Shape;
  /** Pairs of date filters whose end must not precede their start, e.g. `[['from', 'to']]`. */
  dateRanges?: readonly (readonly [keyof Shape & string, keyof Shape & string])[];
}

function toSort<F extends string>(value: string): ListSort<F> {
  return value.startsWith('-')
    ? { field: value.slice(1) as F, direction: 'desc' }
    : { field: value as F, direction: 'asc' };
}

/**
 * The schema of one list's query: parses `page`, `per_page`, `search`, `sort` and the filters into
 * `{ page, per_page, search?, sort: { field, direction }, …filters }`. Unknown parameters are ignored.
 */
export function listQuerySchema<F extends string, Shape extends z.ZodRawShape>(
  options: ListQueryOptions<F, Shape>,
) {
  const sortValues = options.sorts.flatMap((field) => [field, `-${field}`]) as [
    string,
    ...string[],
  ];
  const base = z.object({
    page: z.preprocess(
      blankOrLatinDigits,
      z.coerce
        .number({ error: () => listMessages.page })
        .int({ error: () => listMessages.page })
        .min(1, { error: () => listMessages.page })
        .max(Number.MAX_SAFE_INTEGER, { error: () => listMessages.page })
        .default(1),
    ),
    per_page: z.preprocess(
      blankOrLatinDigits,
      z.coerce
        .number({ error: () => listMessages.perPage })
        .int({ error: () => listMessages.perPage })
        .min(1, { error: () => listMessages.perPage })
        .max(LIST_MAX_PER_PAGE, { error: () => listMessages.perPage })
        .default(LIST_DEFAULT_PER_PAGE),
    ),
    search: z.preprocess(
      blankToUndefined,
      z
        .string({ error: () => listMessages.search })
        .trim()
        .max(LIST_SEARCH_MAX_LENGTH, { error: () => listMessages.search })
        .transform((s) => (s === '' ? undefined : s))
        .optional(),
    ),
    sort: z.preprocess(
      blankToUndefined,
      z
        .enum(sortValues, { error: () => listMessages.sort(sortValues) })
        .default(options.defaultSort)
        .transform((value) => toSort<F>(value)),
    ),
    /** `exact`: count every matching row (else the count stops past LIST_TOTAL_CAP). */
    total: z.preprocess(
      blankToUndefined,
      z.enum(['exact'], { error: () => listMessages.choice(['exact']) }).optional(),
    ),
  });
  const ranges = options.dateRanges ?? [];
  return base.extend(options.filters).superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    for (const [from, to] of ranges) {
      const start = record[from];
      const end = record[to];
      if (typeof start === 'string' && typeof end === 'string' && end < start)
        ctx.addIssue({ code: 'custom', path: [to], message: listMessages.dateRange });
    }
  });
}

/** What `listQuerySchema(…)` yields. */
export type ListQuery<S extends z.ZodType> = z.output<S>;
