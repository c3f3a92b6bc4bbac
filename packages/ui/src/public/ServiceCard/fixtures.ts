import type { PublicService } from '@laqta/contract';

// Sample services for the public catalog's stories (drawn pictures, no request).

const picture = (from: string, to: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="40" height="30" fill="url(#g)"/><circle cx="29" cy="10" r="5" fill="#fff" fill-opacity=".6"/><path d="M0 24q10-8 20-2t20-3v11H0z" fill="#6f321b" fill-opacity=".7"/></svg>`,
  )}`;

export const sampleServices: PublicService[] = [
  {
    id: 1,
    name: 'تصوير حفل زفاف',
    category: 'wedding',
    description: 'تغطية كاملة لليلة الزفاف من التجهيز حتى الزفة، مع ألبوم مطبوع وصور معدلة.',
    image_url: picture('#f3cfb4', '#b05225'),
    price_from: 350_000,
    duration_minutes: 360,
  },
  {
    id: 2,
    name: 'جلسة تخرج',
    category: 'graduation',
    description: 'جلسة خارجية بعد حفل التخرج، في الموقع الذي تختاره.',
    image_url: picture('#dbe7f5', '#3f5e8e'),
    price_from: 80_000,
    duration_minutes: 90,
  },
  {
    id: 3,
    name: 'تصوير مواليد',
    category: 'newborn',
    description: 'جلسة هادئة في منزلك خلال أسابيع المولود الأولى، بأدوات آمنة ومعقمة.',
    image_url: null,
    price_from: 120_000,
    duration_minutes: 120,
  },
  {
    id: 4,
    name: 'جلسة عائلية',
    category: 'family',
    description: 'صور للعائلة كلها في البيت أو في حديقة قريبة.',
    image_url: picture('#e6f2e8', '#3b7a4a'),
    price_from: 95_000,
    duration_minutes: 120,
  },
];

export const longService: PublicService = {
  id: 9,
  name: 'باقة الزفاف الملكية الشاملة مع تصوير جوي بالطائرة المسيّرة وفيلم سينمائي قصير للعروسين',
  category: 'wedding',
  description:
    'تغطية كاملة ليومين تشمل ليلة الحناء وليلة الزفاف، بفريق من ثلاثة مصورين ومصورة للقسم النسائي، مع تصوير جوي وفيلم سينمائي مدته خمس دقائق، وألبوم فاخر مطبوع على ورق قطني، وتسليم الصور المعدلة خلال أسبوعين عبر رابط خاص آمن.',
  image_url: picture('#f3cfb4', '#8e3f1e'),
  price_from: 2_450_000,
  duration_minutes: 1440,
};
