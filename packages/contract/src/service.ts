import { z } from 'zod';

/** The occasions a service (and a photographer's specialty) belongs to. */
export const serviceCategories = [
  'wedding',
  'graduation',
  'family',
  'personal',
  'newborn',
  'other',
] as const;
export const serviceCategorySchema = z.enum(serviceCategories);
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const serviceCategoryLabels: Record<ServiceCategory, string> = {
  wedding: 'زفاف',
  graduation: 'تخرج',
  family: 'عائلي',
  personal: 'شخصي',
  newborn: 'مواليد',
  other: 'أخرى',
};

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
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
