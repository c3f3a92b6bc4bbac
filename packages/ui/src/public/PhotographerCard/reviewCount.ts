import { formatNumber } from '../../format/number';

const plural = new Intl.PluralRules('ar');

/**
 * "١٢ تقييمًا": a count of reviews with the noun Arabic grammar gives it (one, two, 3–10, 11–99,
 * hundreds); Intl.PluralRules knows the categories.
 */
export function reviewCountLabel(count: number): string {
  switch (plural.select(count)) {
    case 'zero':
      return 'لا تقييمات بعد';
    case 'one':
      return 'تقييم واحد';
    case 'two':
      return 'تقييمان';
    case 'few':
      return `${formatNumber(count)} تقييمات`;
    case 'many':
      return `${formatNumber(count)} تقييمًا`;
    default:
      return `${formatNumber(count)} تقييم`;
  }
}
