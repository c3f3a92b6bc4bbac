import { TopPhotographersList } from '@laqta/ui';
import { useDashboardTopPhotographers } from '../../../api/dashboard';

export default function TopPhotographersPart({ className }: { className?: string }) {
  return <TopPhotographersList {...useDashboardTopPhotographers()} className={className} />;
}
