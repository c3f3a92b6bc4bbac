// Plain values, no schema: the catalogue pages (ui ServiceCard, ServicesCatalog, PhotographerCard,
// PhotographerDirectory; app api/catalog.ts) read them in the browser, and a module that builds
// zod schemas at load would bring zod onto those pages with it (the package is `sideEffects:
// false`, so only a module whose exports are used is kept, whole). service.ts builds the schema.

/** The occasions a service (and a photographer's specialty) belongs to. */
export const serviceCategories = [
  'wedding',
  'graduation',
  'family',
  'personal',
  'newborn',
  'other',
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export const serviceCategoryLabels: Record<ServiceCategory, string> = {
  wedding: 'زفاف',
  graduation: 'تخرج',
  family: 'عائلي',
  personal: 'شخصي',
  newborn: 'مواليد',
  other: 'أخرى',
};
