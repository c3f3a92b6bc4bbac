import {
  serviceCategories,
  serviceCategoryLabels,
  type PublicService,
  type ServiceCategory,
} from '@laqta/contract';
import { clsx } from 'clsx';
import { Camera } from 'lucide-react';
import { Link } from '../../navigation/Link';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { ServiceCard } from '../ServiceCard';

export const servicesCatalogCopy = {
  filters: 'تصفية الخدمات حسب التصنيف',
  all: 'كل الخدمات',
  list: 'الخدمات المتاحة',
  loading: 'جاري تحميل الخدمات',
  emptyTitle: 'لا توجد خدمات متاحة حاليًا',
  emptyCategoryTitle: (label: string) => `لا توجد خدمات في تصنيف «${label}» حاليًا`,
  emptyText: 'نضيف خدمات جديدة باستمرار. يمكنك أيضًا مراسلتنا بما تحتاجه وسنساعدك.',
  showAll: 'عرض كل الخدمات',
  errorTitle: 'تعذر تحميل الخدمات',
} as const;

export interface ServicesCatalogProps {
  /** The active services of the chosen category, in display order; `undefined` while they load. */
  services: readonly PublicService[] | undefined;
  currency: string;
  /** The chosen category ('' = all). */
  category: ServiceCategory | '';
  /** The address of the catalog filtered by a category ('' = all), e.g. `/services?category=…`. */
  categoryHref: (category: ServiceCategory | '') => string;
  /** Where booking a service starts (`/book?service=<id>`). */
  bookHref: (service: PublicService) => string;
  /** Why the services could not be loaded (shown instead of the list). */
  error?: string | null;
  onRetry?: () => void;
}

const chip =
  'inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold transition-colors';

/** Placeholder cards of a card's size while the services load (nothing moves when they come). */
function LoadingCards() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        {servicesCatalogCopy.loading}
      </span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-96 animate-pulse rounded-card bg-sand-100" />
      ))}
    </div>
  );
}

/**
 * The public catalog: the category filter (links, so it works before and without JavaScript and
 * each choice has its address), then the services of the chosen category (the app asks the server
 * for them) as cards.
 */
export function ServicesCatalog({
  services,
  currency,
  category,
  categoryHref,
  bookHref,
  error,
  onRetry,
}: ServicesCatalogProps) {
  const shown = services;
  return (
    <div className="flex flex-col gap-8">
      <nav aria-label={servicesCatalogCopy.filters}>
        <ul className="flex flex-wrap gap-2">
          {(['', ...serviceCategories] as const).map((value) => {
            const current = value === category;
            return (
              <li key={value || 'all'}>
                <Link
                  href={categoryHref(value)}
                  aria-current={current ? 'true' : undefined}
                  className={clsx(
                    chip,
                    current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-line-strong bg-surface text-ink hover:bg-sand-100',
                  )}
                >
                  {value ? serviceCategoryLabels[value] : servicesCatalogCopy.all}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* The cards' names are h3: this heading keeps the page's outline in order (h1 → h2 → h3). */}
      <h2 id="services-list-heading" className="sr-only">
        {servicesCatalogCopy.list}
      </h2>
      {error ? (
        <ErrorWithRetry title={servicesCatalogCopy.errorTitle} onRetry={onRetry}>
          {error}
        </ErrorWithRetry>
      ) : !shown ? (
        <LoadingCards />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Camera className="size-7" />}
          title={
            category
              ? servicesCatalogCopy.emptyCategoryTitle(serviceCategoryLabels[category])
              : servicesCatalogCopy.emptyTitle
          }
          description={servicesCatalogCopy.emptyText}
          action={
            category ? (
              <Link href={categoryHref('')}>{servicesCatalogCopy.showAll}</Link>
            ) : undefined
          }
        />
      ) : (
        <ul
          aria-labelledby="services-list-heading"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} currency={currency} bookHref={bookHref(service)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
