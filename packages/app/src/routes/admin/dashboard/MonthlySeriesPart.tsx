import { RevenueChart } from '@laqta/ui';
import { useDashboardMonthlySeries } from '../../../api/dashboard';

export default function MonthlySeriesPart({ className }: { className?: string }) {
  return <RevenueChart {...useDashboardMonthlySeries()} className={className} />;
}
