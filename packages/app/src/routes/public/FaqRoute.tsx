import { NewsletterFaq, PageBanner } from '@laqta/ui';
import { useSubscribeNewsletter } from '../../api/public';
import { publicPageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';

export default function FaqRoute() {
  usePageMeta(publicPageMeta['/faq']);
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
