import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bulkCopy } from '../../BulkBar';
import { listExportCopy } from '../../ListExport';
import type { PhotographerListItem } from '@laqta/contract';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import {
  PhotographersScreen,
  photographersCopy,
  type PhotographersScreenProps,
} from './PhotographersScreen';

const photographers: PhotographerListItem[] = [
  ['عبدالله الحربي', 'الرياض', ['wedding', 'family'], 4.8, 120, 'approved'],
  ['هند المطيري', 'جدة', ['newborn'], 4.5, 64, 'approved'],
  ['فيصل العنزي', 'الدمام', ['graduation', 'personal'], null, 0, 'pending'],
  ['لمى السبيعي', 'الرياض', ['wedding'], 3.9, 31, 'suspended'],
].map(([name, city, specialties, rating, completed, status], i) => ({
  id: i + 1,
  name: name as string,
  email: `p${i + 1}@example.com`,
  city: city as string,
  specialties: specialties as PhotographerListItem['specialties'],
  rating_avg: rating as number | null,
  reviews_count: rating === null ? 0 : 10 + i * 3,
  completed_orders_count: completed as number,
  status: status as PhotographerListItem['status'],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
}));

type HarnessProps = Omit<PhotographersScreenProps, 'list' | 'filters'> &
  StoryListArgs<PhotographerListItem> & { onSortChange: (sort: string) => void };

/** The photographers as the server sends one page; sorting and filters report to spies. */
function Harness({
  rows = photographers,
  total = photographers.length,
  loading,
  onFiltersChange,
  onSortChange,
  ...props
}: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { status: '', city: '', specialty: '' },
    serverTotal: total,
    onFiltersChange,
    onSortChange,
  });
  return <PhotographersScreen {...props} {...list} />;
}

const meta = {
  component: Harness,
  args: {
    linkTo: (p) => fillPath(adminPaths.pages.photographer, { id: p.id }),
    onFiltersChange: fn(),
    onSortChange: fn(),
    cities: ['الرياض', 'جدة', 'الدمام'],
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('زفاف، عائلي');
    await expect(rows[3]).toHaveTextContent(photographersCopy.noRating);
    await userEvent.selectOptions(canvas.getByLabelText(photographersCopy.specialty), 'newborn');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ specialty: 'newborn' });
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: /التقييم/ })).getByRole('button'),
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('rating_avg');
  },
};

export const Mobile: Story = { ...onPhone };

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** Selected rows approved in bulk: a confirmation naming the count, then the per-row report. */
export const BulkApprove: Story = {
  args: {
    onBulkRun: fn(async () => ({
      succeeded: 1,
      failed: [
        {
          key: 1,
          label: 'عبدالله الحربي',
          message: 'لا يمكن تنفيذ «اعتماد» والحالة الحالية «معتمد».',
        },
      ],
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('عبدالله الحربي') }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('فيصل العنزي') }),
    );
    const bar = canvas.getByRole('group', { name: bulkCopy.bar });
    await userEvent.click(within(bar).getByRole('button', { name: 'اعتماد' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: bulkCopy.confirmTitle('اعتماد', 2),
    });
    await expect(dialog).toHaveAccessibleDescription(/سيُعتمد ٢ من المصورين/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'اعتماد' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onBulkRun).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'approve', selection: { kind: 'rows', keys: [1, 3] } }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('الحالة الحالية «معتمد»');
  },
};

/** The approval queue puts pending applications first (the server's `queue` order). */
export const Queue: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: photographersCopy.queue }));
    await expect(args.onSortChange).toHaveBeenCalledWith('queue');
  },
};

/** Add and export, for an admin who may. */
export const AddAndExport: Story = {
  args: {
    newHref: '/admin/Photographers/new',
    onExport: fn(),
    exporting: null,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: photographersCopy.add })).toHaveAttribute(
      'href',
      '/admin/Photographers/new',
    );
    await userEvent.click(canvas.getByRole('button', { name: listExportCopy.xlsx }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(), exportError: 'تعذّر إنشاء الملف. حاول مرة أخرى.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(photographersCopy.exportFailed);
  },
};

export const BulkOnPhone: Story = { ...onPhone, args: { onBulkRun: fn(async () => undefined) } };
