import type { Suggestion, SuggestionListItem } from '@laqta/contract';

/** Story data for the suggestions screens (invented people). */
export const sampleSuggestion: Suggestion = {
  id: 12,
  name: 'سارة الحربي',
  email: 'sara@example.com',
  phone: '+966 50 123 4567',
  message:
    'أرغب في حجز مصورة لحفل تخرج ابنتي يوم الخميس القادم في جدة.\nهل يمكن أن تكون الجلسة بعد العصر؟',
  source: 'contact_form',
  status: 'new',
  created_at: '2026-11-18T14:05:00.000Z',
  updated_at: '2026-11-18T14:05:00.000Z',
};

const people = ['سارة الحربي', 'محمد القحطاني', 'نورة العتيبي', 'خالد الدوسري', 'ريم الزهراني'];
const messages = [
  'أرغب في حجز مصورة لحفل تخرج ابنتي يوم الخميس القادم.',
  'هل تتوفر جلسات تصوير مواليد في المنزل؟',
  'اقتراح: إضافة خيار الدفع بالتقسيط عند الحجز.',
  'التطبيق رائع، لكن أتمنى إضافة تقييم للمصورين بالصور.',
];

export const manySuggestions: SuggestionListItem[] = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  name: people[i % people.length]!,
  email: `person${i + 1}@example.com`,
  phone: `+966 50 000 ${String(1000 + i)}`,
  message_preview: messages[i % messages.length]!,
  source: i % 3 === 2 ? 'app' : 'contact_form',
  status: (['new', 'read', 'archived'] as const)[i % 3]!,
  created_at: new Date(Date.UTC(2026, 10, 20 - i, 9, 30)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 20 - i, 9, 30)).toISOString(),
}));

export const longSuggestion: Suggestion = {
  ...sampleSuggestion,
  name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني',
  email: 'abdulrahman.alqahtani.operations@laqta-platform.sa',
  message:
    'السلام عليكم، أكتب إليكم بخصوص تجربتي مع المنصة خلال الشهر الماضي. حجزت جلسة تصوير عائلية وكانت التجربة ممتازة من حيث التنظيم والالتزام بالمواعيد، لكن واجهت صعوبة في تعديل موعد الجلسة بعد تأكيدها. أقترح إضافة خيار لتعديل الموعد قبل ٤٨ ساعة دون الحاجة للتواصل مع الدعم، وإضافة إشعار بالبريد عند تأكيد المصور للحجز. شكرًا لكم على جهودكم.',
};
