// First: it configures zod before any schema is created.
import '../../zodWithoutEval';
import { NewsletterFaq, PageBanner } from '@laqta/ui';
import { useSubscribeNewsletter } from '../../api/public';
import { usePublicSettings } from '../../api/publicSettings';
import { publicPageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';

export default function FaqRoute() {
  usePageMeta(publicPageMeta['/faq']);
  const subscribe = useSubscribeNewsletter();
  const { values } = usePublicSettings();
  return (
    <>
      <PageBanner title="الأسئلة الشائعة" subtitle="كل ما تحتاج معرفته قبل حجز جلستك." />
      <NewsletterFaq
        onSubscribe={async (form) => {
          await subscribe.mutateAsync(form);
        }}
        contactEmail={values.contact_email}
      />
    </>
  );
}
