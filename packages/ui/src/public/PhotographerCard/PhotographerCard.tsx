import {
  serviceCategoryLabels,
  type PublicPhotographer,
  type ServiceCategory,
} from '@laqta/contract';
import { MapPin } from 'lucide-react';
import { formatMoney } from '../../format/money';
import { Link } from '../../navigation/Link';
import { PhotographerAvatar } from './PhotographerAvatar';
import { RatingSummary } from './RatingSummary';

export const photographerCardCopy = {
  city: 'المدينة',
  specialties: 'التخصصات',
  from: 'يبدأ من',
} as const;

export interface PhotographerCardProps {
  photographer: PublicPhotographer;
  currency: string;
  /** The photographer's profile: `/photographers/<id>`. */
  profileHref: string;
}

/** The specialties as small labels, in the catalog's order. */
export function SpecialtyList({ specialties }: { specialties: readonly ServiceCategory[] }) {
  return (
    <ul aria-label={photographerCardCopy.specialties} className="flex flex-wrap gap-1.5">
      {specialties.map((specialty) => (
        <li
          key={specialty}
          className="rounded-pill bg-sand-100 px-2.5 py-0.5 text-sm font-semibold text-ink"
        >
          {serviceCategoryLabels[specialty]}
        </li>
      ))}
    </ul>
  );
}

/**
 * An approved photographer in the directory: picture, name (the link to the profile; the whole
 * card answers a tap), city, specialties, rating with its visible review count, starting price.
 */
export function PhotographerCard({ photographer, currency, profileHref }: PhotographerCardProps) {
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card focus-within:ring-2 focus-within:ring-focus">
      <div className="flex items-center gap-4">
        <PhotographerAvatar name={photographer.name} url={photographer.avatar_url} size={64} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold break-words text-ink">
            <Link
              href={profileHref}
              // The link covers the card, so a tap anywhere on it opens the profile.
              className="text-ink outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
            >
              {photographer.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{photographerCardCopy.city}: </span>
            {photographer.city}
          </p>
        </div>
      </div>
      <SpecialtyList specialties={photographer.specialties} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <RatingSummary rating={photographer.rating_avg} count={photographer.reviews_count} />
        <p className="text-sm text-ink-muted">
          {photographerCardCopy.from}{' '}
          <span className="text-base font-extrabold text-ink">
            {formatMoney(photographer.starting_price, currency)}
          </span>
        </p>
      </div>
    </article>
  );
}
