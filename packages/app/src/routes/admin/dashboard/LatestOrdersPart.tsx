import { LatestOrdersList } from '@laqta/ui';
import { useDashboardLatestOrders } from '../../../api/dashboard';

export default function LatestOrdersPart({ className }: { className?: string }) {
  return <LatestOrdersList {...useDashboardLatestOrders()} className={className} />;
}
