import type { SettingCardSetting } from './SettingCard';

/** Sample settings for the stories (the shape of `GET /api/admin/settings`, shortened texts). */
export const sampleSettings: SettingCardSetting[] = [
  {
    id: 1,
    name: 'privacy_policy',
    type: 'long_text',
    value:
      'تحترم منصة لقطة خصوصيتك، وتشرح هذه السياسة ما نجمعه من بيانات عند استخدامك للموقع.\n\nأولًا: البيانات التي نجمعها\nالاسم الكامل، والبريد الإلكتروني، ورقم الجوال.',
  },
  { id: 2, name: 'contact_email', type: 'email', value: 'hello@laqta.sa' },
  { id: 3, name: 'contact_phone', type: 'phone', value: '+966 50 123 4567' },
  { id: 4, name: 'about_feature_1_title', type: 'text', value: 'مصورون معتمدون' },
  {
    id: 5,
    name: 'landing_video_url',
    type: 'url',
    value: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  { id: 6, name: 'currency', type: 'currency', value: 'SAR' },
  { id: 7, name: 'commission_rate', type: 'percent', value: '15' },
];

export const longSetting: SettingCardSetting = {
  id: 40,
  name: 'about_what_sets_us_apart_with_a_very_long_setting_name_that_must_wrap_inside_the_card',
  type: 'long_text',
  value: Array.from(
    { length: 6 },
    () =>
      'ما يميزنا أننا لا نكتفي بعرض قائمة أسماء: نطابق مناسبتك مع مصور متخصص فيها، ونوضح السعر كاملًا قبل الدفع بلا رسوم مخفية، ونتابع الجلسة حتى التسليم. 📸',
  ).join('\n\n'),
};
