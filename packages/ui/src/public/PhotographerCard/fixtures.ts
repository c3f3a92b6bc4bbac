import type { PublicPhotographer, PublicPhotographerProfile } from '@laqta/contract';

// Sample photographers for the public directory's stories (no real people; portraits drawn here).

const portrait = (skin: string, cloth: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#f3cfb4"/><circle cx="40" cy="31" r="15" fill="${skin}"/><path d="M12 80c3-18 14-27 28-27s25 9 28 27z" fill="${cloth}"/></svg>`,
  )}`;

export const samplePhotographers: PublicPhotographer[] = [
  {
    id: 11,
    name: 'نورة القحطاني',
    avatar_url: portrait('#8e3f1e', '#b05225'),
    city: 'الرياض',
    specialties: ['wedding', 'family'],
    rating_avg: 4.8,
    reviews_count: 23,
    starting_price: 150_000,
  },
  {
    id: 12,
    name: 'فهد الشمري',
    avatar_url: null,
    city: 'جدة',
    specialties: ['graduation', 'personal'],
    rating_avg: 4.3,
    reviews_count: 2,
    starting_price: 70_000,
  },
  {
    id: 13,
    name: 'ريم الحربي',
    avatar_url: portrait('#6f321b', '#3f5e8e'),
    city: 'الدمام',
    specialties: ['newborn'],
    rating_avg: null,
    reviews_count: 0,
    starting_price: 110_000,
  },
];

export const sampleCities = ['الرياض', 'جدة', 'الدمام', 'مكة المكرمة'];

export const longPhotographer: PublicPhotographer = {
  id: 19,
  name: 'عبدالرحمن بن سليمان بن عبدالعزيز آل عبداللطيف المطيري',
  avatar_url: null,
  city: 'خميس مشيط',
  specialties: ['wedding', 'graduation', 'family', 'personal', 'newborn', 'other'],
  rating_avg: 4.96,
  reviews_count: 1250,
  starting_price: 1_250_000,
};

export const sampleProfile: PublicPhotographerProfile = {
  ...samplePhotographers[0]!,
  bio: 'مصورة أعراس ومناسبات عائلية منذ عشر سنوات. أحب الصور الطبيعية التي تحكي اللحظة كما هي، وأعمل بهدوء حتى ينسى الضيوف وجود الكاميرا.',
  reviews: [
    {
      id: 101,
      rating: 5,
      comment: 'نورة مبدعة! الصور وصلت قبل الموعد وكانت أجمل مما توقعنا.',
      reviewer: 'هيفاء',
      created_at: '2026-10-12T18:30:00.000Z',
    },
    {
      id: 102,
      rating: 4,
      comment: null,
      reviewer: 'سلطان',
      created_at: '2026-09-03T09:00:00.000Z',
    },
  ],
};
