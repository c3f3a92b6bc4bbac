import { Link } from '../../navigation/Link';

export interface MarketingParagraphProps {
  title?: string;
  text?: string;
}

/** A short persuasive paragraph between the features and the workflow, with one call to action. */
export function MarketingParagraph({
  title = 'لحظاتك تستحق مصورًا يفهمها',
  text = 'الصورة الجيدة لا تصنعها الكاميرا وحدها، بل مصور يعرف متى يلتقط الضحكة قبل أن تختفي. في لقطة نختار لك المصور المتخصص في مناسبتك، ونتابع معه كل التفاصيل، لتعيش يومك كما هو، وتعود إليه في صور تحكي القصة كاملة بعد سنوات.',
}: MarketingParagraphProps) {
  return (
    <section aria-labelledby="marketing-heading" className="bg-sand-900 text-sand-100">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-14 text-center sm:px-6">
        <h2 id="marketing-heading" className="text-2xl font-extrabold text-white sm:text-3xl">
          {title}
        </h2>
        <p className="text-lg leading-loose">{text}</p>
        <Link
          href="/contact"
          className="inline-flex min-h-12 items-center justify-center rounded-control bg-brand-400 px-6 text-base font-bold text-sand-900 hover:bg-brand-300"
        >
          ابدأ حجزك
        </Link>
      </div>
    </section>
  );
}
