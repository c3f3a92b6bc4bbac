import type { ServiceCategory, TransactionMethod } from '@laqta/contract';
import { weightedTable } from './random.js';

/** The words the seeder builds believable Arabic records from. */

/** First names with a Latin spelling for e-mail addresses. */
export const maleNames: readonly (readonly [string, string])[] = [
  ['محمد', 'mohammed'],
  ['عبدالله', 'abdullah'],
  ['أحمد', 'ahmed'],
  ['خالد', 'khalid'],
  ['فهد', 'fahad'],
  ['سعود', 'saud'],
  ['عبدالرحمن', 'abdulrahman'],
  ['فيصل', 'faisal'],
  ['سلطان', 'sultan'],
  ['ناصر', 'nasser'],
  ['تركي', 'turki'],
  ['يوسف', 'yousef'],
  ['عمر', 'omar'],
  ['علي', 'ali'],
  ['ماجد', 'majed'],
  ['بندر', 'bandar'],
  ['سلمان', 'salman'],
  ['نواف', 'nawaf'],
  ['راشد', 'rashed'],
  ['حمد', 'hamad'],
  ['مشعل', 'mishal'],
  ['زياد', 'ziyad'],
  ['إبراهيم', 'ibrahim'],
  ['هشام', 'hisham'],
  ['طلال', 'talal'],
];

export const femaleNames: readonly (readonly [string, string])[] = [
  ['نورة', 'noura'],
  ['سارة', 'sara'],
  ['فاطمة', 'fatimah'],
  ['ريم', 'reem'],
  ['لمى', 'lama'],
  ['هند', 'hind'],
  ['منيرة', 'munira'],
  ['جود', 'joud'],
  ['شهد', 'shahad'],
  ['دانة', 'dana'],
  ['لطيفة', 'latifa'],
  ['عائشة', 'aisha'],
  ['مريم', 'maryam'],
  ['رغد', 'raghad'],
  ['أمل', 'amal'],
  ['غادة', 'ghada'],
  ['ليان', 'layan'],
  ['العنود', 'alanoud'],
  ['بشرى', 'bushra'],
  ['هيا', 'haya'],
  ['وعد', 'waad'],
  ['أسماء', 'asma'],
  ['رهف', 'rahaf'],
  ['جواهر', 'jawaher'],
  ['ملاك', 'malak'],
];

export const familyNames: readonly string[] = [
  'العتيبي',
  'القحطاني',
  'الشمري',
  'الدوسري',
  'الحربي',
  'الغامدي',
  'الزهراني',
  'المطيري',
  'السبيعي',
  'العنزي',
  'الشهري',
  'المالكي',
  'السهلي',
  'الرشيدي',
  'البلوشي',
  'الكعبي',
  'الهاجري',
  'المري',
  'النعيمي',
  'الفلاسي',
  'البوسعيدي',
  'الخالدي',
  'التميمي',
  'الجهني',
  'العمري',
  'السديري',
  'الأنصاري',
  'الحمادي',
  'الكندري',
  'العجمي',
];

export interface City {
  name: string;
  /** Mobile number prefix of the city's country. */
  phonePrefix: string;
  districts: readonly string[];
}

const saudi = '05';
export const cities = weightedTable<City>([
  [
    {
      name: 'الرياض',
      phonePrefix: saudi,
      districts: ['العليا', 'الملقا', 'النرجس', 'الياسمين', 'حطين', 'الورود'],
    },
    24,
  ],
  [
    {
      name: 'جدة',
      phonePrefix: saudi,
      districts: ['الروضة', 'الشاطئ', 'الحمراء', 'السلامة', 'أبحر الشمالية'],
    },
    16,
  ],
  [{ name: 'مكة المكرمة', phonePrefix: saudi, districts: ['العزيزية', 'الشوقية', 'النسيم'] }, 6],
  [{ name: 'المدينة المنورة', phonePrefix: saudi, districts: ['قباء', 'العزيزية', 'الخالدية'] }, 5],
  [{ name: 'الدمام', phonePrefix: saudi, districts: ['الفيصلية', 'الشاطئ', 'النور'] }, 7],
  [{ name: 'الخبر', phonePrefix: saudi, districts: ['العقربية', 'الراكة', 'الحزام الذهبي'] }, 5],
  [{ name: 'الأحساء', phonePrefix: saudi, districts: ['المبرز', 'الهفوف', 'المحمدية'] }, 3],
  [{ name: 'الطائف', phonePrefix: saudi, districts: ['الشهداء', 'الحوية'] }, 3],
  [{ name: 'أبها', phonePrefix: saudi, districts: ['المنسك', 'السد'] }, 3],
  [{ name: 'بريدة', phonePrefix: saudi, districts: ['الريان', 'الصفراء'] }, 2],
  [{ name: 'تبوك', phonePrefix: saudi, districts: ['المروج', 'السليمانية'] }, 2],
  [{ name: 'حائل', phonePrefix: saudi, districts: ['النقرة', 'الوسيطاء'] }, 2],
  [{ name: 'جازان', phonePrefix: saudi, districts: ['الروضة', 'الشاطئ'] }, 2],
  [{ name: 'دبي', phonePrefix: '+9715', districts: ['جميرا', 'البرشاء', 'مرسى دبي'] }, 5],
  [{ name: 'أبوظبي', phonePrefix: '+9715', districts: ['الخالدية', 'شاطئ الراحة'] }, 3],
  [{ name: 'الكويت', phonePrefix: '+9656', districts: ['السالمية', 'حولي'] }, 3],
  [{ name: 'الدوحة', phonePrefix: '+9743', districts: ['الوعب', 'اللؤلؤة'] }, 3],
  [{ name: 'المنامة', phonePrefix: '+9733', districts: ['الجفير', 'السيف'] }, 2],
  [{ name: 'مسقط', phonePrefix: '+9689', districts: ['القرم', 'الخوير'] }, 2],
]);

export const streets: readonly string[] = [
  'شارع الملك فهد',
  'شارع التحلية',
  'طريق الملك عبدالعزيز',
  'شارع الأمير سلطان',
  'شارع الستين',
  'طريق الخليج',
  'شارع الثلاثين',
  'شارع الورود',
  'شارع الياسمين',
  'طريق الكورنيش',
];

/** The service catalogue: Arabic names, the category, a base price in halalas and a duration. */
export interface ServiceTemplate {
  name: string;
  description: string;
  category: ServiceCategory;
  basePrice: number;
  durationMinutes: number;
}

export const serviceTemplates: readonly ServiceTemplate[] = [
  {
    name: 'تصوير حفل زفاف كامل',
    description: 'تغطية كاملة لليلة الزفاف من التجهيز حتى الزفة، مع ألبوم مطبوع.',
    category: 'wedding',
    basePrice: 650000,
    durationMinutes: 480,
  },
  {
    name: 'تصوير ليلة الحناء',
    description: 'جلسة تصوير لأجواء ليلة الحناء والضيوف والتفاصيل.',
    category: 'wedding',
    basePrice: 250000,
    durationMinutes: 240,
  },
  {
    name: 'جلسة خطوبة خارجية',
    description: 'جلسة للعروسين في موقع خارجي يختارانه.',
    category: 'wedding',
    basePrice: 180000,
    durationMinutes: 120,
  },
  {
    name: 'تصوير حفل تخرج',
    description: 'تغطية حفل التخرج وصور جماعية مع الأهل والأصدقاء.',
    category: 'graduation',
    basePrice: 120000,
    durationMinutes: 180,
  },
  {
    name: 'جلسة تخرج فردية',
    description: 'جلسة بالرداء والقبعة في موقع مميز.',
    category: 'graduation',
    basePrice: 70000,
    durationMinutes: 60,
  },
  {
    name: 'جلسة عائلية في المنزل',
    description: 'صور طبيعية للعائلة في بيتها.',
    category: 'family',
    basePrice: 90000,
    durationMinutes: 90,
  },
  {
    name: 'جلسة عائلية خارجية',
    description: 'جلسة للعائلة في حديقة أو على الشاطئ.',
    category: 'family',
    basePrice: 110000,
    durationMinutes: 120,
  },
  {
    name: 'تصوير العيد والمناسبات',
    description: 'تغطية تجمعات العيد والمناسبات العائلية.',
    category: 'family',
    basePrice: 150000,
    durationMinutes: 180,
  },
  {
    name: 'جلسة شخصية (بورتريه)',
    description: 'صور احترافية للملف الشخصي ووسائل التواصل.',
    category: 'personal',
    basePrice: 60000,
    durationMinutes: 60,
  },
  {
    name: 'جلسة أعمال ومهنية',
    description: 'صور مهنية للسيرة الذاتية ومواقع الشركات.',
    category: 'personal',
    basePrice: 80000,
    durationMinutes: 60,
  },
  {
    name: 'جلسة مواليد في الاستوديو',
    description: 'جلسة هادئة وآمنة للمولود في أيامه الأولى.',
    category: 'newborn',
    basePrice: 95000,
    durationMinutes: 150,
  },
  {
    name: 'جلسة مواليد منزلية',
    description: 'تصوير المولود مع العائلة في المنزل.',
    category: 'newborn',
    basePrice: 85000,
    durationMinutes: 120,
  },
  {
    name: 'تصوير منتجات',
    description: 'صور منتجات للمتاجر الإلكترونية بخلفية نظيفة.',
    category: 'other',
    basePrice: 75000,
    durationMinutes: 120,
  },
  {
    name: 'تغطية فعالية أو مؤتمر',
    description: 'تغطية فعاليات الشركات والمؤتمرات.',
    category: 'other',
    basePrice: 200000,
    durationMinutes: 300,
  },
];

export const photographerBios: readonly string[] = [
  'مصور محترف بخبرة تتجاوز عشر سنوات في تغطية المناسبات.',
  'أحب توثيق اللحظات العفوية بأسلوب طبيعي ودافئ.',
  'متخصص في الإضاءة الطبيعية والجلسات الخارجية.',
  'أعمل بفريق متكامل وأسلّم الصور خلال أسبوع.',
  'شغوف بتصوير العائلات والأطفال بصبر وهدوء.',
  'حاصل على شهادات في التصوير الاحترافي وتعديل الصور.',
];

export const orderNotes: readonly string[] = [
  'نرجو الحضور قبل الموعد بنصف ساعة.',
  'نفضّل الصور بألوان دافئة.',
  'يوجد موقف سيارات أمام المنزل.',
  'الرجاء التواصل قبل الوصول.',
  'نحتاج الصور خلال أسبوع إن أمكن.',
  'الجلسة تتضمن أطفالًا صغارًا.',
];

export const cancelReasons: readonly string[] = [
  'تغيّر موعد المناسبة',
  'تم إلغاء المناسبة',
  'وجد العميل مصورًا آخر',
  'ظروف طارئة لدى العميل',
  'لم يتمكن المصور من الحضور',
];

export const reviewComments: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'تجربة رائعة والصور فاقت توقعاتنا!',
    'مصور محترف ومتعاون جدًا، أنصح به.',
    'دقة في المواعيد وجودة عالية.',
  ],
  4: ['صور جميلة وتعامل راقٍ.', 'تجربة جيدة جدًا، التسليم تأخر قليلًا.'],
  3: ['الصور مقبولة لكن توقعت أفضل.', 'تجربة متوسطة.'],
  2: ['تأخر في الحضور والتسليم.', 'الجودة أقل من المتوقع.'],
  1: ['تجربة سيئة ولم يلتزم بالاتفاق.'],
};

export const ratings = weightedTable<1 | 2 | 3 | 4 | 5>([
  [5, 52],
  [4, 30],
  [3, 11],
  [2, 4],
  [1, 3],
]);

export const paymentMethods = weightedTable<TransactionMethod>([
  ['mada', 40],
  ['apple_pay', 25],
  ['card', 25],
  ['bank_transfer', 6],
  ['cash', 4],
]);

export const billboardTemplates: readonly { title: string; link: string | null }[] = [
  { title: 'خصم 20% على جلسات التخرج هذا الموسم', link: '/landing' },
  { title: 'احجز مصور زفافك قبل الموسم بأسعار خاصة', link: '/landing' },
  { title: 'جلسات المواليد الآن في مدن جديدة', link: '/about-us' },
  { title: 'انضم إلى مصوري لقطة المعتمدين', link: '/contact' },
  { title: 'عروض العيد للجلسات العائلية', link: null },
];

export const suggestionMessages: readonly string[] = [
  'أقترح إضافة خيار الدفع بالتقسيط للحجوزات الكبيرة.',
  'أتمنى إمكانية اختيار المصور حسب الحي.',
  'التطبيق ممتاز، ولكن أريد إشعارًا قبل الموعد بيوم.',
  'هل يمكن إضافة تصوير فيديو مع الجلسات؟',
  'أقترح إضافة باقات للشركات والفعاليات.',
  'واجهت صعوبة في تعديل موعد الحجز، أرجو تسهيله.',
];
