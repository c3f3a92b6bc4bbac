import { StatsList } from '@laqta/ui';
import { useDashboardStatistics } from '../../../api/dashboard';

export default function StatisticsPart({ className }: { className?: string }) {
  return <StatsList {...useDashboardStatistics()} className={className} />;
}
