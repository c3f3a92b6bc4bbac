import { z } from 'zod';
import { listFilter, listQuerySchema, listSchema, successSchema, type ListAnswer } from './list.js';

/** An advertisement shown between `starts_at` and `ends_at` while active. */
export const billboardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Billboard = z.infer<typeof billboardSchema>;
/** One billboard (`GET`, and the answers of its writes). */
export const billboardAnswerSchema = successSchema(billboardSchema);
/** `GET /api/admin/billboards`: a page of billboards. */
export const billboardListAnswerSchema = listSchema(billboardSchema);

export const billboardMessages = {
  notFound: 'الإعلان المطلوب غير موجود.',
} as const;

/**
 * Where a billboard stands against today: shown now (active and inside its window), scheduled
 * (window ahead), ended (window past) or switched off.
 */
export const billboardStates = ['live', 'scheduled', 'ended', 'inactive'] as const;
export type BillboardState = (typeof billboardStates)[number];

export const billboardStateLabels: Record<BillboardState, string> = {
  live: 'معروض الآن',
  scheduled: 'مجدول',
  ended: 'منتهي',
  inactive: 'متوقف',
};

export function billboardStateOf(
  billboard: Pick<Billboard, 'is_active' | 'starts_at' | 'ends_at'>,
  now: Date,
): BillboardState {
  if (!billboard.is_active) return 'inactive';
  const at = now.toISOString();
  if (billboard.starts_at > at) return 'scheduled';
  if (billboard.ends_at < at) return 'ended';
  return 'live';
}

/** The window filter: billboards whose window holds today, lies ahead, or has passed. */
export const billboardWindows = ['current', 'upcoming', 'past'] as const;
export type BillboardWindow = (typeof billboardWindows)[number];

export const billboardListSorts = [
  'title',
  'starts_at',
  'ends_at',
  'is_active',
  'sort_order',
] as const;

/**
 * `GET /api/admin/billboards?page&per_page&search&sort&is_active&window`: search in the title and
 * link; in display order.
 */
export const billboardListQuerySchema = listQuerySchema({
  sorts: billboardListSorts,
  defaultSort: 'sort_order',
  filters: {
    is_active: listFilter.choice(['1', '0']),
    window: listFilter.choice(billboardWindows),
  },
});
export type BillboardListQuery = z.output<typeof billboardListQuerySchema>;
export type BillboardListAnswer = ListAnswer<Billboard>;
