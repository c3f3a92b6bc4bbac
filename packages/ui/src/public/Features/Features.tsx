import {
  CalendarClock,
  Camera,
  ClipboardCheck,
  Headset,
  LayoutGrid,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  id: string;
  title: string;
  description: string;
}

const icons: Record<string, LucideIcon> = {
  flexible: CalendarClock,
  professionals: Camera,
  organisation: ClipboardCheck,
  options: LayoutGrid,
  support: Headset,
};

/** What the platform advertises (spec §1), in its order. */
export const defaultFeatures: readonly Feature[] = [
  {
    id: 'flexible',
    title: 'حجز مرن للوقت والمكان',
    description: 'اختر اليوم والساعة والمكان الذي يناسبك: في البيت، أو القاعة، أو في الهواء الطلق.',
  },
  {
    id: 'professionals',
    title: 'مصورون محترفون',
    description: 'كل مصور في لقطة معتمد بعد مراجعة أعماله والتحقق من هويته.',
  },
  {
    id: 'organisation',
    title: 'تنظيم كامل',
    description: 'ننسق التفاصيل مع المصور من التأكيد حتى تسليم الصور، فتتفرغ لمناسبتك.',
  },
  {
    id: 'options',
    title: 'خيارات متنوعة',
    description: 'أعراس، وتخرج، وجلسات عائلية وشخصية، وتصوير مواليد، بباقات تناسب كل ميزانية.',
  },
  {
    id: 'support',
    title: 'دعم على مدار الساعة',
    description: 'فريقنا متاح كل يوم وفي أي ساعة ليجيب عن أسئلتك ويحل أي مشكلة.',
  },
];

export interface FeaturesProps {
  items?: readonly Feature[];
}

/** Why book with Laqta: one card per feature. */
export function Features({ items = defaultFeatures }: FeaturesProps) {
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <h2
        id="features-heading"
        className="mb-3 text-center text-2xl font-extrabold text-ink sm:text-3xl"
      >
        لماذا لقطة؟
      </h2>
      <p className="mx-auto mb-10 max-w-2xl text-center text-base leading-relaxed text-ink-muted">
        كل ما تحتاجه لتوثيق مناسبتك في مكان واحد.
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((feature) => {
          const Icon = icons[feature.id] ?? Camera;
          return (
            <li
              key={feature.id}
              className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-card"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700"
              >
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="mb-1 text-lg font-bold text-ink">{feature.title}</h3>
                <p className="text-base leading-relaxed text-ink-muted">{feature.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
