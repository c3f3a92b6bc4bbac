// First: it configures zod before any schema is created.
import '../../zodWithoutEval';
import { ContactForm, PageBanner } from '@laqta/ui';
import { useSendContactMessage } from '../../api/public';
import { usePublicSettings } from '../../api/publicSettings';
import { publicPageMeta } from './pageMeta';
import { usePageMeta } from './usePageMeta';

export default function ContactRoute() {
  usePageMeta(publicPageMeta['/contact']);
  const send = useSendContactMessage();
  const { values } = usePublicSettings();
  return (
    <>
      <PageBanner
        title="تواصل معنا"
        subtitle="اكتب لنا سؤالك أو اقتراحك، ويرد عليك فريقنا خلال يوم عمل واحد."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm
            onSubmit={async (form) => {
              await send.mutateAsync(form);
            }}
            contactEmail={values.contact_email}
          />
        </div>
        <aside
          aria-labelledby="contact-details"
          className="flex flex-col gap-3 text-base leading-relaxed text-ink-muted"
        >
          <h2 id="contact-details" className="text-xl font-bold text-ink">
            طرق أخرى للتواصل
          </h2>
          <p>فريق الدعم متاح على مدار الساعة، كل أيام الأسبوع.</p>
          {values.contact_email && (
            <p>
              البريد الإلكتروني:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`mailto:${values.contact_email}`}
                dir="ltr"
              >
                {values.contact_email}
              </a>
            </p>
          )}
          {values.contact_phone && (
            <p>
              الهاتف:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`tel:${values.contact_phone.replace(/\s+/g, '')}`}
                dir="ltr"
              >
                {values.contact_phone}
              </a>
            </p>
          )}
        </aside>
      </div>
    </>
  );
}
