import type { PublicPhotographerProfile, PublicReview } from '@laqta/contract';
import { ArrowRight, CalendarCheck, MapPin, Star, UserRound } from 'lucide-react';
import { formatMoney } from '../../format/money';
import { formatNumber } from '../../format/number';
import { Link } from '../../navigation/Link';
import { DateText } from '../../primitives/DateText';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { Spinner } from '../../primitives/Spinner';
import {
  PhotographerAvatar,
  RatingSummary,
  SpecialtyList,
  photographerCardCopy,
} from '../PhotographerCard';

export const photographerProfileCopy = {
  back: 'كل المصورين',
  book: 'احجز مع هذا المصور',
  from: 'يبدأ من',
  about: 'نبذة عن المصور',
  noBio: 'لم يكتب المصور نبذة عنه بعد.',
  reviews: 'آراء العملاء',
  noReviews: 'لا توجد آراء منشورة بعد. كن أول من يحجز ويقيّم.',
  stars: (rating: number) => `${formatNumber(rating)} من ${formatNumber(5)}`,
  loading: 'جاري تحميل ملف المصور',
  notFoundTitle: 'المصور غير موجود أو لم يعد متاحًا',
  notFoundText:
    'ربما تغيّر الرابط أو لم يعد المصور يستقبل الحجوزات. تصفح المصورين المعتمدين الآخرين.',
  errorTitle: 'تعذر تحميل ملف المصور',
} as const;

export interface PhotographerProfileProps {
  /** The approved photographer with bio and newest visible reviews; `undefined` while loading. */
  profile: PublicPhotographerProfile | undefined;
  currency: string;
  /** Booking with this photographer: `/book?photographer=<id>`. */
  bookHref: string;
  /** The directory (`/photographers`). */
  directoryHref: string;
  /** No approved photographer has this address (404). */
  notFound?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

const primaryLink =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-brand-600 px-6 text-base font-bold text-white transition-colors hover:bg-brand-700';

/** Five stars, `rating` of them filled; read as "٤ من ٥". */
function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">{photographerProfileCopy.stars(rating)}</span>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={
            star <= rating ? 'size-4 fill-brand-500 text-brand-600' : 'size-4 text-sand-400'
          }
        />
      ))}
    </p>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold text-ink">{review.reviewer}</p>
        <DateText value={review.created_at} className="text-sm text-ink-muted" />
      </div>
      <Stars rating={review.rating} />
      {review.comment && (
        <p className="leading-relaxed break-words whitespace-pre-line text-ink">{review.comment}</p>
      )}
    </li>
  );
}

/**
 * An approved photographer's public profile: who they are (picture, name, city, specialties,
 * rating, starting price), the way to book with them, their bio and their visible reviews.
 */
export function PhotographerProfile({
  profile,
  currency,
  bookHref,
  directoryHref,
  notFound,
  error,
  onRetry,
}: PhotographerProfileProps) {
  const back = (
    <Link
      href={directoryHref}
      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
      {photographerProfileCopy.back}
    </Link>
  );
  if (notFound)
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <EmptyState
          titleAs="h1"
          icon={<UserRound className="size-7" />}
          title={photographerProfileCopy.notFoundTitle}
          description={photographerProfileCopy.notFoundText}
          action={back}
        />
      </div>
    );
  if (error || !profile)
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
        {back}
        <h1 className="sr-only">{photographerProfileCopy.loading}</h1>
        {error ? (
          <ErrorWithRetry title={photographerProfileCopy.errorTitle} onRetry={onRetry}>
            {error}
          </ErrorWithRetry>
        ) : (
          <div aria-busy="true" className="flex min-h-64 items-center justify-center">
            <Spinner label={photographerProfileCopy.loading} />
          </div>
        )}
      </div>
    );
  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      {back}
      <header className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:flex-row sm:items-start sm:p-8">
        <PhotographerAvatar name={profile.name} url={profile.avatar_url} size={112} eager />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <h1 className="text-3xl font-extrabold break-words text-ink">{profile.name}</h1>
          <p className="flex items-center gap-1 text-ink-muted">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{photographerCardCopy.city}: </span>
            {profile.city}
          </p>
          <SpecialtyList specialties={profile.specialties} />
          <RatingSummary rating={profile.rating_avg} count={profile.reviews_count} />
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <Link href={bookHref} className={primaryLink}>
              <CalendarCheck className="size-5" aria-hidden="true" />
              {photographerProfileCopy.book}
            </Link>
            <p className="text-ink-muted">
              {photographerProfileCopy.from}{' '}
              <span className="text-lg font-extrabold text-ink">
                {formatMoney(profile.starting_price, currency)}
              </span>
            </p>
          </div>
        </div>
      </header>
      <section aria-labelledby="profile-about" className="flex flex-col gap-3">
        <h2 id="profile-about" className="text-xl font-bold text-ink">
          {photographerProfileCopy.about}
        </h2>
        <p className="leading-loose break-words whitespace-pre-line text-ink">
          {profile.bio.trim() || photographerProfileCopy.noBio}
        </p>
      </section>
      <section aria-labelledby="profile-reviews" className="flex flex-col gap-4">
        <h2 id="profile-reviews" className="text-xl font-bold text-ink">
          {photographerProfileCopy.reviews}
        </h2>
        {profile.reviews.length === 0 ? (
          <p className="text-ink-muted">{photographerProfileCopy.noReviews}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {profile.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
