import { Link } from '../../navigation/Link';
import { HeroArt } from './HeroArt';

export interface HeroProps {
  title?: string;
  subtitle?: string;
}

const ctaBase =
  'inline-flex min-h-12 items-center justify-center rounded-control px-6 text-base font-bold transition-colors';

/** The landing page's first screen: the promise, two calls to action and our artwork. */
export function Hero({
  title = 'احجز مصورك المحترف في الوقت والمكان اللذين يناسبانك',
  subtitle = 'لقطة تجمعك بمصورين معتمدين للأعراس والتخرج والجلسات العائلية والشخصية وتصوير المواليد، بسعر واضح ودعم على مدار الساعة.',
}: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="flex flex-col gap-5">
          <h1
            id="hero-heading"
            className="text-3xl font-extrabold leading-snug text-ink sm:text-5xl sm:leading-tight"
          >
            {title}
          </h1>
          <p className="text-lg leading-relaxed text-ink-muted">{subtitle}</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/book" className={`${ctaBase} bg-brand-600 text-white hover:bg-brand-700`}>
              احجز جلستك الآن
            </Link>
            <Link
              href="/about-us"
              className={`${ctaBase} border border-line-strong bg-surface text-ink hover:bg-sand-100`}
            >
              تعرّف علينا
            </Link>
          </div>
        </div>
        <HeroArt className="mx-auto h-auto w-full max-w-md" />
      </div>
    </section>
  );
}
