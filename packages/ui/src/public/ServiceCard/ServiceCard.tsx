import { serviceCategoryLabels, type PublicService } from '@laqta/contract';
import { Clock } from 'lucide-react';
import { formatMoney } from '../../format/money';
import { formatNumber } from '../../format/number';
import { Link } from '../../navigation/Link';

export const serviceCardCopy = {
  from: 'يبدأ من',
  minutes: (minutes: number) => `${formatNumber(minutes)} دقيقة`,
  book: 'احجز هذه الخدمة',
  duration: 'مدة الجلسة',
} as const;

export interface ServiceCardProps {
  service: PublicService;
  /** The platform currency (settings), e.g. 'SAR'. */
  currency: string;
  /** Where booking this service starts: `/book?service=<id>`. */
  bookHref: string;
}

/** A service's picture, or our own drawn placeholder of the same size when it has none. */
function ServicePicture({ url }: { url: string | null }) {
  const frame = 'aspect-[4/3] w-full rounded-t-card object-cover';
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className={`${frame} bg-sand-100`}
      />
    );
  return (
    <div
      className={`${frame} flex items-center justify-center bg-linear-to-br from-brand-100 to-sand-100`}
    >
      <svg
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
        className="size-12 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <rect x="6" y="13" width="36" height="26" rx="5" />
        <circle cx="24" cy="26" r="7" />
        <path d="M17 13l3-5h8l3 5" />
      </svg>
    </div>
  );
}

/**
 * One service of the public catalog: picture, category, name, description, the "from" price and
 * the session's length, and a link that opens the booking form with this service chosen.
 */
export function ServiceCard({ service, currency, bookHref }: ServiceCardProps) {
  const headingId = `service-${service.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-line bg-surface shadow-card"
    >
      <ServicePicture url={service.image_url} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="w-fit rounded-pill bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
          {serviceCategoryLabels[service.category]}
        </p>
        <h3 id={headingId} className="text-lg font-bold break-words text-ink">
          {service.name}
        </h3>
        {service.description && (
          <p className="line-clamp-3 text-sm leading-relaxed break-words text-ink-muted">
            {service.description}
          </p>
        )}
        <dl className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2">
          <div className="flex items-baseline gap-1.5">
            <dt className="text-sm text-ink-muted">{serviceCardCopy.from}</dt>
            <dd className="text-lg font-extrabold text-ink">
              {formatMoney(service.price_from, currency)}
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-sm text-ink-muted">
            <dt>
              <Clock className="size-4" aria-hidden="true" />
              <span className="sr-only">{serviceCardCopy.duration}</span>
            </dt>
            <dd>{serviceCardCopy.minutes(service.duration_minutes)}</dd>
          </div>
        </dl>
        <Link
          href={bookHref}
          // Every card's link reads the same: the service's name tells them apart.
          aria-describedby={headingId}
          className="inline-flex min-h-11 items-center justify-center rounded-control bg-brand-600 px-5 text-base font-bold text-white transition-colors hover:bg-brand-700"
        >
          {serviceCardCopy.book}
        </Link>
      </div>
    </article>
  );
}
