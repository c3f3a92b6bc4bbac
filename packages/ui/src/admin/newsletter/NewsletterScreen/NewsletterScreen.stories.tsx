import type { NewsletterSubscriber } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { onPhone } from '../../../storybook/viewports';
import { bulkCopy } from '../../BulkBar';
import { listExportCopy } from '../../ListExport';
import { NewsletterScreen, newsletterCopy, type NewsletterScreenProps } from './NewsletterScreen';

const subscribers: NewsletterSubscriber[] = Array.from({ length: 23 }, (_, i) => ({
  id: 100 - i,
  email: `reader${100 - i}@example.com`,
  status: i % 5 === 4 ? 'unsubscribed' : 'subscribed',
  unsubscribed_at: i % 5 === 4 ? new Date(Date.UTC(2026, 10, 10 - (i % 7))).toISOString() : null,
  created_at: new Date(Date.UTC(2026, 9, 28 - i, 9)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 9, 28 - i, 9)).toISOString(),
}));

type HarnessProps = Partial<NewsletterScreenProps> & StoryListArgs<NewsletterSubscriber>;

function Harness({ rows = subscribers, loading, error, onRetry, ...props }: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { status: '', from: '', to: '' },
    keeps: { status: (row, value) => row.status === value },
    searchIn: (row) => row.email,
    error,
    onRetry,
  });
  return <NewsletterScreen {...list} linkTo={(row) => `mailto:${row.email}`} {...props} />;
}

const meta = {
  component: Harness,
  args: {
    onUnsubscribe: fn(async () => undefined),
    onBulkRun: fn(async (run) => ({ succeeded: run.count, failed: [] })),
    onExport: fn(),
    exporting: null,
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest subscriptions first; one address unsubscribed after a confirmation. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: newsletterCopy.caption });
    const row = within(table).getAllByRole('row')[1]!;
    await expect(row).toHaveTextContent('reader100@example.com');
    await userEvent.click(within(row).getByRole('button', { name: newsletterCopy.unsubscribe }));
    const dialog = await screen.findByRole('alertdialog', {
      name: newsletterCopy.unsubscribeTitle('reader100@example.com'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: newsletterCopy.unsubscribe }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onUnsubscribe).toHaveBeenCalledWith(expect.objectContaining({ id: 100 }));
    await userEvent.click(canvas.getByRole('button', { name: listExportCopy.xlsx }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};

/** Every matching address unsubscribed in bulk. */
export const BulkUnsubscribe: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: bulkCopy.selectPage }));
    await userEvent.click(canvas.getByRole('button', { name: bulkCopy.selectMatching(23) }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: bulkCopy.bar })).getByRole('button', {
        name: newsletterCopy.unsubscribe,
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(/سيُلغى اشتراك ٢٣ من العناوين/);
    await userEvent.click(within(dialog).getByRole('button', { name: newsletterCopy.unsubscribe }));
    await expect(args.onBulkRun).toHaveBeenCalledWith(
      expect.objectContaining({ selection: { kind: 'matching' }, count: 23 }),
    );
  },
};

export const Unsubscribed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(newsletterCopy.status), 'unsubscribed');
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    for (const row of rows) await expect(row).toHaveTextContent('ملغى الاشتراك');
  },
};

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: newsletterCopy.empty })).toBeVisible();
  },
};
export const ErrorState: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.', onRetry: fn() },
};
export const LongText: Story = {
  args: {
    rows: subscribers.map((s) => ({
      ...s,
      email: `a.very.long.mailbox.name.for.testing.${s.id}@subdomain.example-company.com.sa`,
    })),
  },
};
export const Mobile: Story = { ...onPhone };
