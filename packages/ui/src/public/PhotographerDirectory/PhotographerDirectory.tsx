import {
  serviceCategories,
  serviceCategoryLabels,
  type PublicPhotographer,
  type ServiceCategory,
} from '@laqta/contract';
import { clsx } from 'clsx';
import { Search, UserRound } from 'lucide-react';
import { formatNumber } from '../../format/number';
import { Link } from '../../navigation/Link';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { controlBorder, controlClassName, FormField } from '../../primitives/FormField/FormField';
import { PhotographerCard } from '../PhotographerCard';

export const photographerDirectoryCopy = {
  filters: 'البحث عن مصور',
  city: 'المدينة',
  anyCity: 'كل المدن',
  specialty: 'التخصص',
  anySpecialty: 'كل التخصصات',
  apply: 'عرض المصورين',
  list: 'المصورون المعتمدون',
  loading: 'جاري تحميل المصورين',
  emptyTitle: 'لا يوجد مصورون معتمدون حاليًا',
  emptyFilteredTitle: 'لا يوجد مصورون يطابقون اختيارك',
  emptyText: 'جرّب مدينة أو تخصصًا آخر، أو احجز جلستك وسنرشح لك مصورًا مناسبًا.',
  clear: 'عرض كل المصورين',
  errorTitle: 'تعذر تحميل المصورين',
  pages: 'صفحات المصورين',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  pageOf: (page: number, last: number) => `الصفحة ${formatNumber(page)} من ${formatNumber(last)}`,
} as const;

export interface PhotographerDirectoryProps {
  /** The approved photographers of the chosen city and specialty (one page); `undefined` while they load. */
  photographers: readonly PublicPhotographer[] | undefined;
  /** The list's pages when there are several: the one shown, the last, and each one's address. */
  pages?: { current: number; last: number; hrefOf: (page: number) => string };
  currency: string;
  /** The cities to choose from (those of the approved photographers). */
  cities: readonly string[];
  /** The chosen city ('' = any). */
  city: string;
  /** The chosen specialty ('' = any). */
  specialty: ServiceCategory | '';
  /**
   * Where the filter form is sent (GET, `city` and `specialty`): the directory's own address, so
   * a choice is a page of its own that works before and without JavaScript.
   */
  action: string;
  profileHref: (photographer: PublicPhotographer) => string;
  error?: string | null;
  onRetry?: () => void;
}

function LoadingCards() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        {photographerDirectoryCopy.loading}
      </span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-56 animate-pulse rounded-card bg-sand-100" />
      ))}
    </div>
  );
}

/**
 * The public directory of approved photographers: a filter by city and specialty (a plain GET
 * form), then the matching photographers (the app asks the server for them) as cards leading to
 * their profiles, and links to the other pages when there are several.
 */
export function PhotographerDirectory({
  photographers,
  currency,
  cities,
  city,
  specialty,
  action,
  profileHref,
  pages,
  error,
  onRetry,
}: PhotographerDirectoryProps) {
  const shown = photographers;
  const filtered = Boolean(city || specialty);
  return (
    <div className="flex flex-col gap-8">
      <form
        method="get"
        action={action}
        role="search"
        aria-label={photographerDirectoryCopy.filters}
        className="grid items-end gap-4 rounded-card border border-line bg-surface-muted p-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <FormField label={photographerDirectoryCopy.city}>
          {(control) => (
            <select
              {...control}
              name="city"
              defaultValue={city}
              className={clsx(controlClassName, controlBorder(false))}
            >
              <option value="">{photographerDirectoryCopy.anyCity}</option>
              {cities.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={photographerDirectoryCopy.specialty}>
          {(control) => (
            <select
              {...control}
              name="specialty"
              defaultValue={specialty}
              className={clsx(controlClassName, controlBorder(false))}
            >
              <option value="">{photographerDirectoryCopy.anySpecialty}</option>
              {serviceCategories.map((category) => (
                <option key={category} value={category}>
                  {serviceCategoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" icon={<Search className="size-5" aria-hidden="true" />}>
          {photographerDirectoryCopy.apply}
        </Button>
      </form>
      {/* The cards' names are h3: this heading keeps the page's outline in order (h1 → h2 → h3). */}
      <h2 id="photographers-list-heading" className="sr-only">
        {photographerDirectoryCopy.list}
      </h2>
      {error ? (
        <ErrorWithRetry title={photographerDirectoryCopy.errorTitle} onRetry={onRetry}>
          {error}
        </ErrorWithRetry>
      ) : !shown ? (
        <LoadingCards />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<UserRound className="size-7" />}
          title={
            filtered
              ? photographerDirectoryCopy.emptyFilteredTitle
              : photographerDirectoryCopy.emptyTitle
          }
          description={photographerDirectoryCopy.emptyText}
          action={
            filtered ? <Link href={action}>{photographerDirectoryCopy.clear}</Link> : undefined
          }
        />
      ) : (
        <ul
          aria-labelledby="photographers-list-heading"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((photographer) => (
            <li key={photographer.id}>
              <PhotographerCard
                photographer={photographer}
                currency={currency}
                profileHref={profileHref(photographer)}
              />
            </li>
          ))}
        </ul>
      )}
      {shown && shown.length > 0 && pages && pages.last > 1 && <PageLinks {...pages} />}
    </div>
  );
}

/** "Previous / page n of m / next" as links (each page has its address). */
function PageLinks({ current, last, hrefOf }: NonNullable<PhotographerDirectoryProps['pages']>) {
  const link =
    'inline-flex min-h-11 items-center rounded-control border border-line-strong bg-surface px-4 font-semibold text-ink hover:bg-sand-100';
  return (
    <nav
      aria-label={photographerDirectoryCopy.pages}
      className="flex flex-wrap items-center justify-center gap-3"
    >
      {current > 1 && (
        <Link href={hrefOf(current - 1)} rel="prev" className={link}>
          {photographerDirectoryCopy.previous}
        </Link>
      )}
      <p className="text-sm text-ink-muted">{photographerDirectoryCopy.pageOf(current, last)}</p>
      {current < last && (
        <Link href={hrefOf(current + 1)} rel="next" className={link}>
          {photographerDirectoryCopy.next}
        </Link>
      )}
    </nav>
  );
}
