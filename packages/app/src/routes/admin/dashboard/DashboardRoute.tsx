import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Card, PageTitle, Spinner } from '@laqta/ui';

/** Each part is its own chunk (the chart brings recharts), shown with a spinner while it loads. */
const MonthlySeriesPart = lazy(() => import('./MonthlySeriesPart'));
const StatisticsPart = lazy(() => import('./StatisticsPart'));
const TopIncomePhotographerPart = lazy(() => import('./TopIncomePhotographerPart'));
const TopPhotographersPart = lazy(() => import('./TopPhotographersPart'));
const LatestOrdersPart = lazy(() => import('./LatestOrdersPart'));
const AttentionPart = lazy(() => import('./AttentionPart'));

export const dashboardTitle = 'لوحة التحكم';

function LazyPart({
  part: Part,
  className,
}: {
  part: LazyExoticComponent<ComponentType<{ className?: string }>>;
  className?: string;
}) {
  return (
    <Suspense
      fallback={
        <Card className={`flex min-h-40 items-center justify-center ${className ?? ''}`}>
          <Spinner size="lg" />
        </Card>
      }
    >
      <Part className={className} />
    </Suspense>
  );
}

/**
 * `/admin/home` (spec §2 "Dashboard home"): a grid with the chart, the statistics list and the top
 * income photographer card, then the top photographers list and the latest orders list. Every part
 * loads, fails and retries on its own.
 */
export default function DashboardRoute() {
  return (
    <>
      <PageTitle title={dashboardTitle} />
      {/* What needs a decision first (issue 13), each count a link to the filtered list. */}
      <LazyPart part={AttentionPart} className="mb-6" />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-3">
        <LazyPart part={MonthlySeriesPart} className="xl:col-span-2" />
        <LazyPart part={StatisticsPart} className="xl:row-span-2" />
        <LazyPart part={TopIncomePhotographerPart} className="xl:col-span-2" />
      </div>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <LazyPart part={TopPhotographersPart} className="lg:col-span-2" />
        <LazyPart part={LatestOrdersPart} className="lg:col-span-3" />
      </div>
    </>
  );
}
