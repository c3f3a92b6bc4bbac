import { TopIncomePhotographerCard } from '@laqta/ui';
import { useDashboardTopIncomePhotographer } from '../../../api/dashboard';

export default function TopIncomePhotographerPart({ className }: { className?: string }) {
  return (
    <TopIncomePhotographerCard {...useDashboardTopIncomePhotographer()} className={className} />
  );
}
