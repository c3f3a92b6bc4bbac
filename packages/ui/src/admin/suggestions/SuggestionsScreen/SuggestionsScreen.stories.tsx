import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { noAnswer, useInMemoryList } from '../../../storybook/listStories';
import { manySuggestions } from '../fixtures';
import {
  SuggestionsScreen,
  suggestionsScreenCopy,
  type SuggestionsScreenProps,
} from './SuggestionsScreen';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

type HarnessProps = Partial<SuggestionsScreenProps> & { suggestions?: typeof manySuggestions };

function Harness({ suggestions = manySuggestions, ...overrides }: HarnessProps) {
  const list = useInMemoryList(suggestions, {
    searchIn: (s) => `${s.name} ${s.email} ${s.phone} ${s.message_preview}`,
    filters: {
      status: (s, value) => s.status === value,
      source: (s, value) => s.source === value,
    },
  });
  return (
    <SuggestionsScreen
      {...list.table}
      status={list.filter('status')}
      source={list.filter('source')}
      onStatusChange={(value) => list.setFilter('status', value)}
      onSourceChange={(value) => list.setFilter('source', value)}
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

export const Loading: Story = {
  render: () => (
    <SuggestionsScreen
      {...noAnswer}
      loading
      status=""
      source=""
      onStatusChange={fn()}
      onSourceChange={fn()}
      linkTo={() => '#'}
    />
  ),
};

export const Empty: Story = {
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(suggestionsScreenCopy.emptyTitle)).toBeVisible();
  },
};

const onRetry = fn();
export const ErrorWithRetry: Story = {
  render: () => (
    <SuggestionsScreen
      {...noAnswer}
      error="تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة."
      onRetry={onRetry}
      status=""
      source=""
      onStatusChange={fn()}
      onSourceChange={fn()}
      linkTo={() => '#'}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    suggestions: [
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

export const Mobile: Story = { ...onPhone, args: { suggestions: manySuggestions.slice(0, 4) } };
