import { Quote, Star } from 'lucide-react';

export interface Testimonial {
  id: string;
  name: string;
  /** The occasion photographed, e.g. 'حفل تخرج — الرياض'. */
  occasion: string;
  quote: string;
  /** 1 to 5. */
  rating: number;
}

export const defaultTestimonials: readonly Testimonial[] = [
  {
    id: 'reem',
    name: 'ريم العتيبي',
    occasion: 'حفل تخرج — الرياض',
    quote:
      'حجزت المصورة قبل التخرج بيومين فقط، ووصلت قبل الموعد ونظمت الجلسة بهدوء. الصور وصلتني خلال أسبوع وكانت أجمل مما توقعت.',
    rating: 5,
  },
  {
    id: 'fahad',
    name: 'فهد القحطاني',
    occasion: 'حفل زفاف — جدة',
    quote:
      'أكثر ما أعجبني وضوح السعر من البداية. المصور فهم ما نريده من أول مكالمة، ووثّق الليلة كلها دون أن نشعر بوجوده.',
    rating: 5,
  },
  {
    id: 'lama',
    name: 'لمى الشهري',
    occasion: 'جلسة مولود — الدمام',
    quote:
      'جلسة مولودي الأول كانت في البيت وبكل راحة. فريق الدعم رد على استفساري في منتصف الليل، وهذا طمأنني كثيرًا.',
    rating: 4,
  },
];

export interface TestimonialsProps {
  items?: readonly Testimonial[];
}

/** What customers say: a quote card per testimonial, with the name, the occasion and the rating. */
export function Testimonials({ items = defaultTestimonials }: TestimonialsProps) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2
          id="testimonials-heading"
          className="mb-8 text-center text-2xl font-extrabold text-ink sm:text-3xl"
        >
          ماذا يقول عملاؤنا
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-6 shadow-card">
                <Quote className="size-8 text-brand-500" aria-hidden="true" />
                <blockquote className="flex-1 text-base leading-loose text-ink">
                  {item.quote}
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-brand-100 text-lg font-bold text-brand-800"
                  >
                    {item.name.charAt(0)}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-bold text-ink">{item.name}</span>
                    <span className="text-sm text-ink-muted">{item.occasion}</span>
                  </span>
                  <span
                    className="ms-auto flex items-center gap-0.5"
                    role="img"
                    aria-label={`التقييم ${item.rating} من 5`}
                  >
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star
                        key={index}
                        aria-hidden="true"
                        className={
                          index < item.rating
                            ? 'size-4 fill-brand-500 text-brand-500'
                            : 'size-4 text-sand-300'
                        }
                      />
                    ))}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
