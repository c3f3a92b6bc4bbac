import { z } from 'zod';

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
