import type { OrderListItem, Service } from '@laqta/contract';

/** Story data for the services screens (no real photos: the pictures are drawn here in SVG). */
const picture = (sky: string, ground: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="${sky}"/><circle cx="88" cy="22" r="10" fill="#f7e3a1"/><path d="M0 80 40 38l22 24 16-14 42 32z" fill="${ground}"/></svg>`,
  )}`;

export const sampleServiceImageUrl = picture('#f3cfb4', '#8e3f1e');

const stamp = '2026-11-02T09:30:00.000Z';

export const sampleService: Service = {
  id: 7,
  name: 'جلسة تخرج خارجية',
  description: 'ساعة تصوير في موقع تختاره، مع عشرين صورة معدّلة تصلك خلال أسبوع.',
  category: 'graduation',
  base_price: 45050,
  duration_minutes: 60,
  image_url: sampleServiceImageUrl,
  is_active: true,
  sort_order: 2,
  archived_at: null,
  created_at: stamp,
  updated_at: stamp,
};

export const sampleServices: Service[] = [
  sampleService,
  {
    ...sampleService,
    id: 8,
    name: 'تغطية حفل زفاف كامل',
    category: 'wedding',
    base_price: 850000,
    duration_minutes: 480,
    image_url: picture('#d9e6f2', '#3f5e8e'),
    sort_order: 1,
  },
  {
    ...sampleService,
    id: 9,
    name: 'جلسة مواليد منزلية',
    category: 'newborn',
    base_price: 120000,
    duration_minutes: 120,
    image_url: null,
    is_active: false,
    sort_order: 3,
  },
];

/** A name and description at the limits of what the form takes. */
export const sampleServiceLongText: Service = {
  ...sampleService,
  name: 'جلسة تصوير عائلية موسعة في الحدائق العامة مع تنسيق الإضاءة والملابس وثلاث مواقع مختلفة',
  description:
    'تشمل الجلسة التحضير المسبق مع العائلة لاختيار الأماكن والأوقات المناسبة للإضاءة الطبيعية، وتصوير ثلاث مواقع مختلفة داخل المدينة، مع أربعين صورة معدّلة بعناية وألبوم رقمي يصلكم خلال عشرة أيام عمل، ويمكن إضافة نسخة مطبوعة عند الطلب.',
};

const serviceNames = [
  'جلسة تخرج خارجية',
  'تغطية حفل زفاف كامل',
  'جلسة مواليد منزلية',
  'صور عائلية في الحديقة',
  'جلسة شخصية احترافية',
  'تغطية حفل خطوبة',
  'جلسة تخرج في الاستوديو',
  'صور جوازات ووثائق',
];

/** Twenty services for the list stories (two pages at 15 a page). */
export const manyServices: Service[] = Array.from({ length: 20 }, (_, i) => ({
  ...sampleService,
  id: i + 1,
  name: `${serviceNames[i % serviceNames.length]} ${i + 1}`,
  category: (['graduation', 'wedding', 'newborn', 'family', 'personal', 'other'] as const)[i % 6]!,
  base_price: ((i * 37) % 20) * 5000 + 20000,
  duration_minutes: 30 + (i % 8) * 30,
  is_active: i % 5 !== 4,
  sort_order: i,
}));

/** Latest orders of `sampleService` (its related records). */
export const sampleServiceOrders: OrderListItem[] = [
  ['LQ-000311', 'نورة العتيبي', 'completed', 45050, '2026-11-12T16:00:00.000Z'],
  ['LQ-000298', 'محمد القحطاني', 'confirmed', 45050, '2026-11-25T15:00:00.000Z'],
  ['LQ-000287', 'سارة الشهري', 'cancelled', 40000, '2026-11-03T17:30:00.000Z'],
].map(([code, name, status, price, at], i) => ({
  id: Number(String(code).slice(3)),
  code: String(code),
  customer: { id: 40 + i, name: String(name) },
  photographer: { id: 5, name: 'ريم الزهراني' },
  service: { id: sampleService.id, name: sampleService.name },
  session_at: String(at),
  city: 'جدة',
  status: status as OrderListItem['status'],
  price: Number(price),
  created_at: '2026-11-01T10:00:00.000Z',
}));
