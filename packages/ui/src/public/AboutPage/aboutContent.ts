import type { FeatureCardData } from '../FeatureCard';

/** What the about page shows; the app fills it from the public settings. */
export interface AboutContent {
  whoWeAre: string;
  whatSetsUsApart: string;
  /** Four cards (spec §9). */
  features: readonly FeatureCardData[];
  videoUrl?: string;
}

/** The copy shipped with the platform (the same as the seeded settings), used until settings arrive. */
export const defaultAboutContent: AboutContent = {
  whoWeAre:
    'لقطة منصة سعودية تجمع بين من يبحث عن مصور محترف ومن يتقن فن التصوير. نؤمن بأن لكل مناسبة لحظات لا تتكرر: زفاف، وتخرج، وجلسة عائلية، وقدوم مولود جديد؛ ولذلك بنينا طريقة سهلة وآمنة لحجز المصور المناسب في الوقت والمكان اللذين تختارهما.\n\nنختار المصورين بعناية بعد مراجعة أعمالهم والتحقق من هوياتهم، ونرافقك من لحظة الحجز حتى تصل صورك إليك.',
  whatSetsUsApart:
    'ما يميزنا أننا لا نكتفي بعرض قائمة أسماء: نطابق مناسبتك مع مصور متخصص فيها، ونوضح السعر كاملًا قبل الدفع بلا رسوم مخفية، ونتابع الجلسة حتى التسليم. وإن حدث ما لم يكن في الحسبان، فريق الدعم لدينا متاح على مدار الساعة ليجد لك حلًا.',
  features: [
    {
      id: 1,
      icon: 'badge',
      title: 'مصورون معتمدون',
      subtitle: 'نراجع أعمال كل مصور ونتحقق من هويته قبل أن يستقبل أول حجز.',
    },
    {
      id: 2,
      icon: 'sparkles',
      title: 'سعر واضح من البداية',
      subtitle: 'ترى التكلفة كاملة قبل الدفع، بلا رسوم مخفية ولا مفاجآت.',
    },
    {
      id: 3,
      icon: 'wallet',
      title: 'دفع آمن',
      subtitle:
        'تدفع عبر المنصة بمدى أو البطاقة أو Apple Pay، ولا يصل المبلغ للمصور إلا بعد الجلسة.',
    },
    {
      id: 4,
      icon: 'clock',
      title: 'تسليم في الموعد',
      subtitle: 'تصلك صورك المعدلة عبر رابط خاص خلال المدة المتفق عليها.',
    },
  ],
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};
