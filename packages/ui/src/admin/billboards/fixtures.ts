import type { Billboard } from '@laqta/contract';

/** Story data for the billboards screens; "now" is fixed so the states stay the same. */
export const storyNow = new Date('2026-11-21T09:00:00.000Z');

const banner = (from: string, to: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="60" fill="url(#g)"/><circle cx="130" cy="30" r="14" fill="#fff" fill-opacity=".5"/></svg>`,
  )}`;

const titles = [
  'خصم ٢٠٪ على جلسات التخرج',
  'باقات الزفاف لموسم الشتاء',
  'جلسات المواليد في المنزل',
  'صور العائلة في العيد',
  'عرض نهاية العام',
];

const day = 24 * 60 * 60 * 1000;

export const manyBillboards: Billboard[] = Array.from({ length: 17 }, (_, i) => {
  const starts = storyNow.getTime() + ((i % 5) - 2) * 10 * day;
  return {
    id: i + 1,
    title: `${titles[i % titles.length]}${i >= titles.length ? ` ${i + 1}` : ''}`,
    image_url: banner(['#b05225', '#3f5e8e', '#2f7d5b', '#8e3f1e', '#6b4fa0'][i % 5]!, '#f3cfb4'),
    link_url: i % 3 === 1 ? null : `https://laqta.sa/offers/${i + 1}`,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + 14 * day).toISOString(),
    is_active: i % 4 !== 3,
    sort_order: i,
    created_at: '2026-10-01T08:00:00.000Z',
    updated_at: '2026-10-01T08:00:00.000Z',
  };
});

export const sampleBillboard: Billboard = manyBillboards[2]!;

export const longBillboard: Billboard = {
  ...sampleBillboard,
  title: 'عرض خاص لفترة محدودة: خصم على جميع جلسات التصوير العائلية والشخصية في جميع مدن المملكة',
  link_url:
    'https://laqta.sa/offers/family-and-personal-sessions-winter-campaign-2026?utm_source=app',
};
