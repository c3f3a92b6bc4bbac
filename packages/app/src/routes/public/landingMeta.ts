import type { PageMeta } from './usePageMeta';

/** The landing page's title and description: set in the browser, and written into its prerendered HTML. */
export const landingMeta: PageMeta = {
  title: 'احجز مصورك المحترف',
  description:
    'لقطة منصة عربية لحجز المصورين المحترفين للأعراس والتخرج والجلسات العائلية والشخصية وتصوير المواليد، بحجز مرن للوقت والمكان ودعم على مدار الساعة.',
};
