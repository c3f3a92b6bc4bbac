import type {
  DashboardLatestOrders,
  DashboardMonthlySeries,
  DashboardStatistics,
  DashboardTopIncomePhotographer,
  DashboardTopPhotographers,
} from '@laqta/contract';

/** Believable dashboard data for stories (fixed, so visual baselines stay the same). */

export const statisticsFixture: DashboardStatistics = {
  currency: 'SAR',
  month: '2026-11',
  customers: 12480,
  photographers: { approved: 342, pending: 27, suspended: 9 },
  orders: {
    total: 98210,
    pending: 1204,
    confirmed: 2310,
    in_progress: 412,
    completed: 81234,
    cancelled: 13050,
    no_show: 0,
  },
  revenue: { this_month: 184_350_000, total: 1_975_420_500 },
  commission: { this_month: 21_870_000, total: 248_613_000 },
};

const monthly: [string, number, number][] = [
  ['2025-12', 4210, 72_400_000],
  ['2026-01', 4580, 79_150_000],
  ['2026-02', 4390, 74_020_000],
  ['2026-03', 5120, 93_600_000],
  ['2026-04', 6040, 118_300_000],
  ['2026-05', 6710, 131_950_000],
  ['2026-06', 7020, 142_100_000],
  ['2026-07', 6480, 128_750_000],
  ['2026-08', 6890, 135_400_000],
  ['2026-09', 7450, 151_200_000],
  ['2026-10', 8120, 168_900_000],
  ['2026-11', 8640, 184_350_000],
];
export const monthlySeriesFixture: DashboardMonthlySeries = {
  currency: 'SAR',
  months: monthly.map(([month, orders, revenue]) => ({ month, orders, revenue })),
};

export const emptyMonthlySeriesFixture: DashboardMonthlySeries = {
  currency: 'SAR',
  months: monthly.map(([month]) => ({ month, orders: 0, revenue: 0 })),
};

export const topIncomeFixture: DashboardTopIncomePhotographer = {
  currency: 'SAR',
  month: '2026-11',
  photographer: {
    id: 17,
    name: 'نورة العتيبي',
    city: 'الرياض',
    avatar_url: null,
    rating_avg: 4.86,
    reviews_count: 214,
    completed_orders: 388,
  },
  income: 4_825_500,
  payouts: 23,
};

export const topPhotographersFixture: DashboardTopPhotographers = {
  items: [
    {
      id: 17,
      name: 'نورة العتيبي',
      city: 'الرياض',
      avatar_url: null,
      rating_avg: 4.86,
      reviews_count: 214,
      completed_orders: 388,
    },
    {
      id: 4,
      name: 'فيصل القحطاني',
      city: 'جدة',
      avatar_url: null,
      rating_avg: 4.71,
      reviews_count: 190,
      completed_orders: 352,
    },
    {
      id: 29,
      name: 'ريم الشمري',
      city: 'الدمام',
      avatar_url: null,
      rating_avg: 4.9,
      reviews_count: 160,
      completed_orders: 301,
    },
    {
      id: 8,
      name: 'سلطان الدوسري',
      city: 'دبي',
      avatar_url: null,
      rating_avg: 4.42,
      reviews_count: 97,
      completed_orders: 276,
    },
    {
      id: 51,
      name: 'لمى الغامدي',
      city: 'مكة المكرمة',
      avatar_url: null,
      rating_avg: null,
      reviews_count: 0,
      completed_orders: 240,
    },
  ],
};

export const latestOrdersFixture: DashboardLatestOrders = {
  currency: 'SAR',
  items: [
    {
      id: 98210,
      code: 'LQ-098210',
      customer: { id: 1201, name: 'سارة الحربي' },
      photographer: { id: 17, name: 'نورة العتيبي' },
      service: { id: 1, name: 'تصوير حفل زفاف كامل' },
      status: 'pending',
      price: 720_000,
      created_at: '2026-11-21T04:52:00.000Z',
    },
    {
      id: 98209,
      code: 'LQ-098209',
      customer: { id: 88, name: 'خالد المطيري' },
      photographer: null,
      service: { id: 5, name: 'جلسة تخرج فردية' },
      status: 'pending',
      price: 75_000,
      created_at: '2026-11-21T03:10:00.000Z',
    },
    {
      id: 98208,
      code: 'LQ-098208',
      customer: { id: 310, name: 'هند الزهراني' },
      photographer: { id: 29, name: 'ريم الشمري' },
      service: { id: 11, name: 'جلسة مواليد في الاستوديو' },
      status: 'confirmed',
      price: 99_500,
      created_at: '2026-11-20T21:45:00.000Z',
    },
    {
      id: 98207,
      code: 'LQ-098207',
      customer: { id: 77, name: 'عبدالله السبيعي' },
      photographer: { id: 4, name: 'فيصل القحطاني' },
      service: { id: 6, name: 'جلسة عائلية في المنزل' },
      status: 'in_progress',
      price: 92_000,
      created_at: '2026-11-20T18:20:00.000Z',
    },
    {
      id: 98206,
      code: 'LQ-098206',
      customer: { id: 451, name: 'ليان المالكي' },
      photographer: { id: 8, name: 'سلطان الدوسري' },
      service: { id: 9, name: 'جلسة شخصية (بورتريه)' },
      status: 'completed',
      price: 60_000,
      created_at: '2026-11-20T12:05:00.000Z',
    },
    {
      id: 98205,
      code: 'LQ-098205',
      customer: { id: 19, name: 'ماجد الرشيدي' },
      photographer: { id: 51, name: 'لمى الغامدي' },
      service: { id: 4, name: 'تصوير حفل تخرج' },
      status: 'cancelled',
      price: 125_000,
      created_at: '2026-11-20T09:30:00.000Z',
    },
  ],
};

/** Names and service titles far longer than usual, to check wrapping. */
export const longName = 'عبدالرحمن بن عبدالعزيز بن سلطان آل عبدالكريم الفلاسي البوسعيدي';
export const longService =
  'تغطية شاملة لحفل زفاف عائلي كبير مع جلسة خارجية للعروسين وألبوم فاخر مطبوع وفيديو قصير';
