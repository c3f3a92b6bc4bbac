import { Mail } from 'lucide-react';
import { FaqAccordion, type FaqItem } from '../FaqAccordion';
import { NewsletterForm, type NewsletterFormProps } from '../NewsletterForm';

export interface NewsletterFaqProps extends NewsletterFormProps {
  faqs?: readonly FaqItem[];
}

/** The newsletter/FAQ block: the four questions beside the newsletter sign-up (stacked on phones). */
export function NewsletterFaq({ faqs, onSubscribe, contactEmail }: NewsletterFaqProps) {
  return (
    <section
      aria-labelledby="faq-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h2 id="faq-heading" className="mb-2 text-2xl font-extrabold text-ink sm:text-3xl">
            الأسئلة الشائعة
          </h2>
          <p className="mb-6 text-base leading-relaxed text-ink-muted">
            إجابات سريعة عن الحجز والدفع والإلغاء وتسليم الصور.
          </p>
          <FaqAccordion items={faqs} />
        </div>
        <aside aria-labelledby="newsletter-heading" className="lg:col-span-2">
          <div className="rounded-card bg-brand-50 p-6 sm:p-8">
            <div
              className="mb-4 flex size-12 items-center justify-center rounded-pill bg-brand-600 text-white"
              aria-hidden="true"
            >
              <Mail className="size-6" />
            </div>
            <h2 id="newsletter-heading" className="mb-2 text-xl font-bold text-ink">
              اشترك في نشرتنا البريدية
            </h2>
            <p className="mb-5 text-base leading-relaxed text-ink-muted">
              نصائح للاستعداد لجلسة التصوير وعروض موسمية على الباقات، مرة واحدة في الشهر على الأكثر.
            </p>
            <NewsletterForm onSubscribe={onSubscribe} contactEmail={contactEmail} />
          </div>
        </aside>
      </div>
    </section>
  );
}
