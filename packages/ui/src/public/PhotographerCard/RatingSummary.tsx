import { Star } from 'lucide-react';
import { formatRating } from '../../format/number';
import { reviewCountLabel } from './reviewCount';

export interface RatingSummaryProps {
  /** Mean of the visible reviews (1–5), null before the first one. */
  rating: number | null;
  /** How many visible reviews. */
  count: number;
}

/** "★ ٤٫٧ · ١٢ تقييمًا", read as "التقييم ٤٫٧ من ٥، ١٢ تقييمًا". */
export function RatingSummary({ rating, count }: RatingSummaryProps) {
  if (rating === null || count === 0)
    return <p className="text-sm text-ink-muted">{reviewCountLabel(0)}</p>;
  return (
    <p className="flex items-center gap-1.5 text-sm text-ink">
      <Star className="size-4 fill-brand-500 text-brand-600" aria-hidden="true" />
      <span className="sr-only">التقييم</span>
      <span className="font-bold">{formatRating(rating)}</span>
      <span className="sr-only">من ٥،</span>
      <span aria-hidden="true" className="text-ink-muted">
        ·
      </span>
      <span className="text-ink-muted">{reviewCountLabel(count)}</span>
    </p>
  );
}
