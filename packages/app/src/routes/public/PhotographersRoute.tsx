// No zod here (no '../../zodWithoutEval'): this page has no form, and its answers are checked by
// zod-free guards (api/catalogAnswers.ts), so its first load stays small on a phone.
import { DEFAULT_CURRENCY } from '@laqta/contract';
import { PageBanner, PhotographerDirectory } from '@laqta/ui';
import { usePhotographers } from '../../api/catalog';
import { allPhotographersRead, directoryReadOf } from './catalogPages';
import { catalogLoadError } from './catalogLoadError';
import { publicPageMeta } from './pageMeta';
import { usePublicLocation } from './publicLocation';
import { usePageMeta } from './usePageMeta';

/** The directory's address for a page of the current filter. */
function directoryHref(city: string, specialty: string, page: number): string {
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  if (specialty) params.set('specialty', specialty);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/photographers?${search}` : '/photographers';
}

/**
 * The cities of the approved photographers and the chosen one, in the order of their letters (a
 * code-point order: the same in Node and every browser, so the server's markup hydrates as is).
 */
function citiesOf(list: readonly { city: string }[] | undefined, chosen: string): string[] {
  const cities = new Set((list ?? []).map((photographer) => photographer.city));
  if (chosen) cities.add(chosen);
  return [...cities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `/photographers`: approved photographers by city and specialty, each leading to a profile. */
export default function PhotographersRoute() {
  usePageMeta(publicPageMeta['/photographers']);
  const read = directoryReadOf(new URLSearchParams(usePublicLocation().search));
  const list = usePhotographers(read);
  // The city choice: those of the first page of every approved photographer (the same answer as
  // the list itself when no filter is chosen).
  const everyone = usePhotographers(allPhotographersRead);
  const meta = list.data?.meta;
  return (
    <>
      <PageBanner
        title="المصورون المعتمدون"
        subtitle="مصورون راجعنا أعمالهم وتحققنا من هوياتهم، بتقييمات عملاء حقيقيين."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <PhotographerDirectory
          photographers={list.data?.data}
          currency={list.data?.currency ?? DEFAULT_CURRENCY}
          cities={citiesOf(everyone.data?.data, read.city)}
          city={read.city}
          specialty={read.specialty}
          action="/photographers"
          profileHref={(photographer) => `/photographers/${photographer.id}`}
          pages={
            meta && {
              current: meta.current_page,
              last: meta.last_page,
              hrefOf: (page) => directoryHref(read.city, read.specialty, page),
            }
          }
          error={catalogLoadError(list.error)}
          onRetry={() => void list.refetch()}
        />
      </div>
    </>
  );
}
