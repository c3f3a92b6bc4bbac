import type { Meta, StoryObj } from '@storybook/react-vite';
import { billboardStateOf, adminPaths, fillPath } from '@laqta/contract';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { noAnswer, useInMemoryList } from '../../../storybook/listStories';
import { longBillboard, manyBillboards, storyNow } from '../fixtures';
import {
  BillboardsScreen,
  billboardsScreenCopy,
  billboardWindowText,
  type BillboardsScreenProps,
} from './BillboardsScreen';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

type HarnessProps = Partial<BillboardsScreenProps> & { billboards?: typeof manyBillboards };

const at = storyNow.toISOString();

function Harness({ billboards = manyBillboards, ...overrides }: HarnessProps) {
  const list = useInMemoryList(billboards, {
    searchIn: (b) => `${b.title} ${b.link_url ?? ''}`,
    filters: {
      is_active: (b, value) => b.is_active === (value === '1'),
      window: (b, value) =>
        value === 'current'
          ? b.starts_at <= at && b.ends_at >= at
          : value === 'upcoming'
            ? b.starts_at > at
            : b.ends_at < at,
    },
  });
  return (
    <BillboardsScreen
      {...list.table}
      active={list.filter('is_active')}
      window={list.filter('window')}
      onActiveChange={(value) => list.setFilter('is_active', value)}
      onWindowChange={(value) => list.setFilter('window', value)}
      linkTo={(b) => fillPath(adminPaths.pages.billboard, { id: b.id })}
      now={storyNow}
      {...overrides}
    />
  );
}

const meta = { component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) =>
  within(within(root).getByRole('table')).getAllByRole('row').slice(1);

/** Image (the link to the billboard), title, link, window and state of each billboard. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      billboardsScreenCopy.title,
    );
    const first = within(bodyRows(canvasElement)[0]!);
    const billboard = manyBillboards[0]!;
    await expect(
      first.getByRole('link', { name: billboardsScreenCopy.imageAlt(billboard.title) }),
    ).toHaveAttribute('href', '/admin/billboards/1');
    await expect(first.getByRole('link', { name: billboard.link_url! })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(first.getByText(billboardWindowText(billboard))).toBeVisible();
    await expect(first.getByText('منتهي')).toBeVisible();
    await expect(
      within(bodyRows(canvasElement)[1]!).getByText(billboardsScreenCopy.noLink),
    ).toBeVisible();
  },
};

/** The "shown now" window filter leaves only billboards whose window holds today. */
export const CurrentWindow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(billboardsScreenCopy.window), 'current');
    const expected = manyBillboards.filter((b) => b.starts_at <= at && b.ends_at >= at);
    await expect(bodyRows(canvasElement)).toHaveLength(expected.length);
    const live = expected.filter((b) => billboardStateOf(b, storyNow) === 'live');
    await expect(within(canvas.getByRole('table')).getAllByText('معروض الآن')).toHaveLength(
      live.length,
    );
  },
};

export const Loading: Story = {
  render: () => (
    <BillboardsScreen
      {...noAnswer}
      loading
      active=""
      window=""
      onActiveChange={fn()}
      onWindowChange={fn()}
      linkTo={() => '#'}
      now={storyNow}
    />
  ),
};

export const Empty: Story = {
  args: { billboards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(billboardsScreenCopy.emptyTitle)).toBeVisible();
  },
};

const onRetry = fn();
export const ErrorWithRetry: Story = {
  render: () => (
    <BillboardsScreen
      {...noAnswer}
      error="تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة."
      onRetry={onRetry}
      active=""
      window=""
      onActiveChange={fn()}
      onWindowChange={fn()}
      linkTo={() => '#'}
      now={storyNow}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { billboards: [longBillboard, ...manyBillboards.slice(0, 3)] },
};

export const Mobile: Story = { ...onPhone, args: { billboards: manyBillboards.slice(0, 4) } };
