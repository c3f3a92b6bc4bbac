import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bulkCopy } from '../../BulkBar';
import { listExportCopy } from '../../ListExport';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { manySuggestions } from '../fixtures';
import {
  SuggestionsScreen,
  suggestionsScreenCopy,
  type SuggestionsScreenProps,
} from './SuggestionsScreen';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

type HarnessProps = Partial<SuggestionsScreenProps> &
  StoryListArgs<(typeof manySuggestions)[number]>;

function Harness({ rows = manySuggestions, loading, error, onRetry, ...overrides }: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { status: '', source: '' },
    keeps: {
      status: (s, value) => s.status === value,
      source: (s, value) => s.source === value,
    },
    searchIn: (s) => `${s.name} ${s.email} ${s.phone} ${s.message_preview}`,
    error,
    onRetry,
  });
  return (
    <SuggestionsScreen
      {...list}
      linkTo={(s) => fillPath(adminPaths.pages.suggestion, { id: s.id })}
      {...overrides}
    />
  );
}

const meta = { component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) =>
  within(within(root).getByRole('table')).getAllByRole('row').slice(1);

/** Name (a link to the message), contact, preview, source, status and date of each suggestion. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      suggestionsScreenCopy.title,
    );
    const first = within(bodyRows(canvasElement)[0]!);
    const item = manySuggestions[0]!;
    await expect(first.getByRole('link', { name: item.name })).toHaveAttribute(
      'href',
      '/admin/suggestion/1',
    );
    await expect(first.getByText(item.email)).toBeVisible();
    await expect(first.getByText(item.message_preview)).toBeVisible();
    await expect(first.getByText('نموذج التواصل')).toBeVisible();
    await expect(first.getByText('جديد')).toBeVisible();
  },
};

/** Only the new ones from the app. */
export const Filtered: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(suggestionsScreenCopy.status), 'archived');
    await userEvent.selectOptions(canvas.getByLabelText(suggestionsScreenCopy.source), 'app');
    const rows = bodyRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row).toHaveTextContent('مؤرشف');
      await expect(row).toHaveTextContent('التطبيق');
    }
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(suggestionsScreenCopy.emptyTitle)).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        ...manySuggestions[0]!,
        name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني',
        email: 'abdulrahman.alqahtani.operations@laqta-platform.sa',
        message_preview:
          'السلام عليكم، أكتب إليكم بخصوص تجربتي مع المنصة خلال الشهر الماضي. حجزت جلسة تصوير عائلية وكانت التجربة ممتازة من حيث التنظيم والالتزام…',
      },
      ...manySuggestions.slice(1, 4),
    ],
  },
};

export const Mobile: Story = { ...onPhone, args: { rows: manySuggestions.slice(0, 4) } };

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** Every suggestion on the page marked read in bulk; export of the list. */
export const BulkMarkRead: Story = {
  args: {
    onBulkRun: fn(async (run) => ({ succeeded: run.count, failed: [] })),
    onExport: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: bulkCopy.selectPage }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: bulkCopy.bar })).getByRole('button', {
        name: 'تعليم كمقروء',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تعليم كمقروء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onBulkRun).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'mark_read' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: listExportCopy.xlsx }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};
