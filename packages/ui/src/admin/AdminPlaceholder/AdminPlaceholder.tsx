import { Construction } from 'lucide-react';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { PageTitle } from '../../primitives/PageTitle';

export const adminPlaceholderCopy = {
  title: 'هذه الشاشة قيد الإعداد',
  description: 'ستظهر هنا بيانات هذه الشاشة فور اكتمال بنائها.',
} as const;

export interface AdminPlaceholderProps {
  /** The screen's title (its side-menu label). */
  title: string;
}

/** What a back-office screen shows until it is built: its title and an empty state, no invented data. */
export function AdminPlaceholder({ title }: AdminPlaceholderProps) {
  return (
    <>
      <PageTitle title={title} />
      <Card>
        <EmptyState
          icon={<Construction className="size-7" />}
          title={adminPlaceholderCopy.title}
          description={adminPlaceholderCopy.description}
        />
      </Card>
    </>
  );
}
