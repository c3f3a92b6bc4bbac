// No zod here (no '../../zodWithoutEval'): this page has no form, and its answers are checked by
// zod-free guards (api/catalogAnswers.ts), so its first load stays small on a phone.
import { DEFAULT_CURRENCY } from '@laqta/contract';
import { PageBanner, ServicesCatalog } from '@laqta/ui';
import { useServices } from '../../api/catalog';
import { servicesReadOf } from './catalogPages';
import { catalogLoadError } from './catalogLoadError';
import { publicPageMeta } from './pageMeta';
import { usePublicLocation } from './publicLocation';
import { usePageMeta } from './usePageMeta';

/** `/services`: the active services, filtered by category (`?category=`), each leading to /book. */
export default function ServicesRoute() {
  usePageMeta(publicPageMeta['/services']);
  const read = servicesReadOf(new URLSearchParams(usePublicLocation().search));
  const services = useServices(read);
  return (
    <>
      <PageBanner
        title="خدمات التصوير"
        subtitle="اختر المناسبة، وقارن الأسعار ومدة كل جلسة، ثم احجز في دقيقتين."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ServicesCatalog
          services={services.data?.data}
          currency={services.data?.currency ?? DEFAULT_CURRENCY}
          category={read.category}
          categoryHref={(category) =>
            category ? `/services?category=${encodeURIComponent(category)}` : '/services'
          }
          bookHref={(service) => `/book?service=${service.id}`}
          error={catalogLoadError(services.error)}
          onRetry={() => void services.refetch()}
        />
      </div>
    </>
  );
}
