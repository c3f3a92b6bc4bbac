import { NewsletterFaq, PageBanner } from '@laqta/ui';
import { useSubscribeNewsletter } from '../../api/public';
import { usePageMeta } from './usePageMeta';

export default function FaqRoute() {
  usePageMeta({
    title: 'الأسئلة الشائعة',
    description:
      'إجابات عن حجز المصور في لقطة، وطرق الدفع، والإلغاء والاسترداد، وموعد تسليم الصور.',
  });
  const subscribe = useSubscribeNewsletter();
  return (
    <>
      <PageBanner title="الأسئلة الشائعة" subtitle="كل ما تحتاج معرفته قبل حجز جلستك." />
      <NewsletterFaq
        onSubscribe={async (values) => {
          await subscribe.mutateAsync(values);
        }}
      />
    </>
  );
}
