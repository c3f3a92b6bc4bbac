import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  settingNames,
  privateSettingNames,
  type SettingName,
  type SettingType,
} from '@laqta/contract';

/** A setting the platform needs from its first start; admins edit the value later (back office). */
export interface DefaultSetting {
  name: SettingName;
  type: SettingType;
  value: string;
  isPublic: boolean;
}

// Paragraphs are separated by an empty line; the public pages show each as one paragraph.
const privacyPolicy = `تحترم منصة لقطة خصوصيتك، وتشرح هذه السياسة ما نجمعه من بيانات عند استخدامك للموقع أو عند حجز مصور عبرنا، ولماذا نجمعها، وكيف نحميها، وما حقوقك عليها. باستخدامك للمنصة فأنت توافق على ما ورد في هذه السياسة.

أولًا: البيانات التي نجمعها
نجمع البيانات التي تقدمها لنا بنفسك: الاسم الكامل، والبريد الإلكتروني، ورقم الجوال، والمدينة وعنوان جلسة التصوير وموعدها، ونوع المناسبة، وأي ملاحظات تكتبها للمصور. كما نجمع بيانات تقنية محدودة مثل نوع المتصفح ووقت الزيارة لأغراض الأمان وقياس أداء الموقع.

ثانيًا: كيف نستخدم بياناتك
نستخدم بياناتك لتأكيد الحجز وتنظيمه مع المصور المناسب، والتواصل معك بخصوص طلبك، ومعالجة المدفوعات والمبالغ المستردة، والرد على رسائلك واقتراحاتك، وتحسين خدماتنا. لا نرسل إليك رسائل تسويقية إلا إذا اشتركت في نشرتنا البريدية، ويمكنك إلغاء الاشتراك في أي وقت.

ثالثًا: مشاركة البيانات
نشارك مع المصور الذي يتولى طلبك ما يحتاجه فقط لإتمام الجلسة: اسمك ورقم جوالك وموعد الجلسة ومكانها. وتتولى معالجة المدفوعات جهات دفع مرخصة، ولا نحتفظ ببيانات بطاقتك كاملة على خوادمنا. لا نبيع بياناتك ولا نؤجرها لأي طرف، ولا نفصح عنها إلا إذا ألزمنا بذلك نظام أو جهة مختصة.

رابعًا: الصور الناتجة عن الجلسات
الصور التي يلتقطها المصور لك ملك لك، وتُسلَّم إليك عبر رابط خاص. لا ينشر المصور ولا المنصة أيًّا منها في معرض أعمال أو على وسائل التواصل إلا بموافقتك المكتوبة المسبقة.

خامسًا: حماية البيانات ومدة الاحتفاظ بها
نحمي بياناتك باتصال مشفر وصلاحيات وصول محدودة لفريق العمل. نحتفظ ببيانات الحجز المدة التي تتطلبها الأنظمة المحاسبية، ونحذف رسائل التواصل بعد انتهاء الغرض منها.

سادسًا: حقوقك
يحق لك طلب نسخة من بياناتك، أو تصحيحها، أو حذفها ما لم يلزمنا نظام بالاحتفاظ بها، وذلك بمراسلتنا عبر صفحة تواصل معنا. خدمات لقطة موجهة لمن أتم 18 عامًا، ولا نجمع عن قصد بيانات من هم دون ذلك.

سابعًا: التعديلات على هذه السياسة
قد نحدّث هذه السياسة من حين لآخر، وننشر النسخة المحدثة في هذه الصفحة. إذا كان التعديل جوهريًا أبلغناك به عبر البريد الإلكتروني قبل سريانه.`;

const termsAndConditions = `مرحبًا بك في لقطة. تنظم هذه الشروط والأحكام استخدامك لمنصة لقطة لحجز المصورين المحترفين، وتُعد موافقتك عليها شرطًا لإتمام أي حجز. يرجى قراءتها بعناية.

أولًا: التعريفات
"المنصة" هي موقع لقطة وتطبيقاتها. "العميل" هو من يحجز جلسة تصوير. "المصور" هو المصور المحترف المعتمد لدى المنصة. "الحجز" هو طلب جلسة تصوير بموعد ومكان وخدمة محددة.

ثانيًا: الأهلية
يجب أن يكون عمرك 18 عامًا أو أكثر لاستخدام المنصة، ولا يُسمح لمن هم دون 18 عامًا باستخدام الخدمة. وبإتمامك الحجز فأنت تقر بأن البيانات التي قدمتها صحيحة.

ثالثًا: الحجز والتأكيد
يصبح الحجز مؤكدًا بعد قبول المصور له وسداد المبلغ المطلوب، وتصلك رسالة تأكيد بالتفاصيل. إذا تعذر توفير مصور في الموعد المطلوب أبلغناك واقترحنا موعدًا أو مصورًا بديلًا، أو أعدنا إليك المبلغ كاملًا.

رابعًا: الأسعار والدفع
تُعرض الأسعار بالريال السعودي وتشمل الضريبة ما لم يُذكر غير ذلك. يتم الدفع عبر وسائل الدفع المتاحة في المنصة فقط، ولا يُطلب منك دفع أي مبلغ للمصور خارج المنصة.

خامسًا: الإلغاء والاسترداد
يمكنك إلغاء الحجز مجانًا قبل موعد الجلسة بثمان وأربعين ساعة على الأقل واسترداد المبلغ كاملًا. الإلغاء خلال الثماني والأربعين ساعة السابقة للموعد يُسترد فيه نصف المبلغ. وإذا ألغى المصور الجلسة أو تأخر عنها أكثر من ساعة دون عذر مقبول استرددت المبلغ كاملًا.

سادسًا: تسليم الصور وحقوقها
يسلّم المصور الصور المعدلة خلال المدة المذكورة في تفاصيل الخدمة، وعادة ما تكون من سبعة إلى أربعة عشر يوم عمل. تنتقل إليك حقوق الاستخدام الشخصي للصور، ولا يحق للمصور نشرها إلا بموافقتك.

سابعًا: التزامات العميل
تلتزم بتوفير معلومات دقيقة عن الموعد والمكان، وبالحصول على التصاريح اللازمة لمكان التصوير إن وجدت، وبمعاملة المصور باحترام. يحق للمصور إنهاء الجلسة إذا تعرض لإساءة أو طُلب منه ما يخالف الأنظمة أو الآداب العامة.

ثامنًا: حدود المسؤولية
تعمل لقطة وسيطًا بينك وبين المصورين، وتتحقق من هوياتهم وأعمالهم قبل اعتمادهم. ولا تتحمل المنصة مسؤولية الظروف الخارجة عن إرادتها مثل الأحوال الجوية أو إغلاق موقع التصوير، وفي هذه الحالات نعيد جدولة الجلسة دون رسوم.

تاسعًا: التعديلات والتواصل
قد نعدّل هذه الشروط من وقت لآخر، وتسري النسخة المنشورة على الحجوزات الجديدة. لأي استفسار أو شكوى راسلنا عبر صفحة تواصل معنا، ونرد خلال يوم عمل واحد.`;

const aboutWhoWeAre = `لقطة منصة سعودية تجمع بين من يبحث عن مصور محترف ومن يتقن فن التصوير. نؤمن بأن لكل مناسبة لحظات لا تتكرر: زفاف، وتخرج، وجلسة عائلية، وقدوم مولود جديد؛ ولذلك بنينا طريقة سهلة وآمنة لحجز المصور المناسب في الوقت والمكان اللذين تختارهما.

نختار المصورين بعناية بعد مراجعة أعمالهم والتحقق من هوياتهم، ونرافقك من لحظة الحجز حتى تصل صورك إليك.`;

const aboutWhatSetsUsApart = `ما يميزنا أننا لا نكتفي بعرض قائمة أسماء: نطابق مناسبتك مع مصور متخصص فيها، ونوضح السعر كاملًا قبل الدفع بلا رسوم مخفية، ونتابع الجلسة حتى التسليم. وإن حدث ما لم يكن في الحسبان، فريق الدعم لدينا متاح على مدار الساعة ليجد لك حلًا.`;

const defaults: Array<Omit<DefaultSetting, 'isPublic'>> = [
  { name: settingNames.privacyPolicy, type: 'long_text', value: privacyPolicy },
  { name: settingNames.termsAndConditions, type: 'long_text', value: termsAndConditions },
  { name: settingNames.aboutWhoWeAre, type: 'long_text', value: aboutWhoWeAre },
  { name: settingNames.aboutWhatSetsUsApart, type: 'long_text', value: aboutWhatSetsUsApart },
  { name: settingNames.aboutFeature1Title, type: 'text', value: 'مصورون معتمدون' },
  {
    name: settingNames.aboutFeature1Subtitle,
    type: 'text',
    value: 'نراجع أعمال كل مصور ونتحقق من هويته قبل أن يستقبل أول حجز.',
  },
  { name: settingNames.aboutFeature2Title, type: 'text', value: 'سعر واضح من البداية' },
  {
    name: settingNames.aboutFeature2Subtitle,
    type: 'text',
    value: 'ترى التكلفة كاملة قبل الدفع، بلا رسوم مخفية ولا مفاجآت.',
  },
  { name: settingNames.aboutFeature3Title, type: 'text', value: 'دفع آمن' },
  {
    name: settingNames.aboutFeature3Subtitle,
    type: 'text',
    value: 'تدفع عبر المنصة بمدى أو البطاقة أو Apple Pay، ولا يصل المبلغ للمصور إلا بعد الجلسة.',
  },
  { name: settingNames.aboutFeature4Title, type: 'text', value: 'تسليم في الموعد' },
  {
    name: settingNames.aboutFeature4Subtitle,
    type: 'text',
    value: 'تصلك صورك المعدلة عبر رابط خاص خلال المدة المتفق عليها.',
  },
  {
    name: settingNames.aboutVideoUrl,
    type: 'url',
    value: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    name: settingNames.landingVideoUrl,
    type: 'url',
    value: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  { name: settingNames.contactEmail, type: 'email', value: 'hello@laqta.sa' },
  { name: settingNames.contactPhone, type: 'phone', value: '+966 50 123 4567' },
  { name: settingNames.socialInstagram, type: 'url', value: 'https://www.instagram.com/laqta.sa' },
  { name: settingNames.socialX, type: 'url', value: 'https://x.com/laqta_sa' },
  {
    name: settingNames.socialSnapchat,
    type: 'url',
    value: 'https://www.snapchat.com/add/laqta.sa',
  },
  { name: settingNames.socialTiktok, type: 'url', value: 'https://www.tiktok.com/@laqta.sa' },
  { name: settingNames.currency, type: 'currency', value: DEFAULT_CURRENCY },
  { name: settingNames.commissionRate, type: 'percent', value: '15' },
  { name: settingNames.timeZone, type: 'time_zone', value: DEFAULT_TIME_ZONE },
];

/** Every setting seeded on start, with its visibility. */
export const defaultSettings: readonly DefaultSetting[] = defaults.map((setting) => ({
  ...setting,
  isPublic: !privateSettingNames.includes(setting.name),
}));
