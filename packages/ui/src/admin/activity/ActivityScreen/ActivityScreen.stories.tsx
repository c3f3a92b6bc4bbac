import { adminPaths, fillPath, type ActivityEvent } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { dataTableCopy } from '../../DataTable';
import { activityAdmins, manyEvents } from '../fixtures';
import { ActivityScreen, activityScreenCopy, type ActivityScreenProps } from './ActivityScreen';

type HarnessProps = Partial<ActivityScreenProps> &
  StoryListArgs<ActivityEvent> & {
    /** The list opened as one record's history (from a detail view's timeline). */
    record?: { entity_type: string; entity_id: string };
  };

/** The pages of the records that have one (the route gives every kind its page). */
const recordPages: Partial<Record<string, (id: string) => string>> = {
  service: (id) => fillPath(adminPaths.pages.service, { id }),
  suggestion: (id) => fillPath(adminPaths.pages.suggestion, { id }),
};

function Harness({
  rows = manyEvents,
  loading,
  error,
  onRetry,
  record,
  ...overrides
}: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: {
      admin_id: '',
      entity_type: record?.entity_type ?? '',
      entity_id: record?.entity_id ?? '',
      action: '',
      from: '',
      to: '',
    },
    keeps: {
      admin_id: (event, value) => String(event.admin?.id) === value,
      entity_type: (event, value) => event.entity_type === value,
      entity_id: (event, value) => event.entity_id === value,
      action: (event, value) => event.action === value,
      from: (event, value) => event.created_at.slice(0, 10) >= value,
      to: (event, value) => event.created_at.slice(0, 10) <= value,
    },
    searchIn: (event) => `${event.admin?.name ?? ''} ${event.reason ?? ''} ${event.ip ?? ''}`,
    error,
    onRetry,
  });
  return (
    <ActivityScreen
      {...list}
      admins={activityAdmins.map((admin) => ({ value: String(admin.id), label: admin.name }))}
      linkTo={(event) =>
        `${adminPaths.pages.activity}?entity_type=${event.entity_type}&entity_id=${event.entity_id ?? ''}`
      }
      entityHref={(event) => {
        const page = recordPages[event.entity_type];
        return page && event.entity_id ? page(event.entity_id) : null;
      }}
      {...overrides}
    />
  );
}

const meta = { component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) =>
  within(within(root).getByRole('table')).getAllByRole('row').slice(1);

/** Each event: the action (to the record's history), who, when, the record, reason, address. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      activityScreenCopy.title,
    );
    const first = within(bodyRows(canvasElement)[0]!);
    await expect(first.getByRole('link', { name: 'أنشأ إعدادًا' })).toHaveAttribute(
      'href',
      '/admin/activity?entity_type=setting&entity_id=1',
    );
    await expect(first.getByText('نورة القحطاني')).toBeVisible();
    await expect(first.getByText('10.0.0.1')).toBeVisible();
    // A service's row leads to the service's page; an unknown sign-in shows the e-mail typed.
    const serviceRow = within(bodyRows(canvasElement)[2]!);
    await expect(serviceRow.getByRole('link', { name: 'خدمة رقم ٣' })).toHaveAttribute(
      'href',
      '/admin/services/3',
    );
    await expect(canvas.getAllByText('someone@example.com')[0]).toBeVisible();
  },
};

/** Only one admin's suggestion changes, then a kind of record: every row agrees. */
export const Filtered: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(activityScreenCopy.action), [
      'suggestion.status_changed',
    ]);
    let rows = bodyRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('غيّر حالة اقتراح');
    await expect(rows[0]).toHaveTextContent('رسالة مكررة');

    await userEvent.selectOptions(canvas.getByLabelText(activityScreenCopy.action), ['']);
    await userEvent.selectOptions(canvas.getByLabelText(activityScreenCopy.admin), ['2']);
    rows = bodyRows(canvasElement);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('سارة العتيبي');
  },
};

/** 36 events, 15 a page: the next page shows the 16th onwards. */
export const Paging: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(dataTableCopy.range(1, 15, 36))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.next }));
    await expect(canvas.getByText(dataTableCopy.range(16, 30, 36))).toBeVisible();
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('10.0.0.16');
  },
};

/** Opened from a record's timeline: a chip says which record; clearing it shows every record. */
export const OneRecord: Story = {
  args: { record: { entity_type: 'service', entity_id: '3' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByRole('group', { name: activityScreenCopy.oneRecord }),
    ).toHaveTextContent('خدمة رقم ٣');
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('خدمة رقم ٣');
    await userEvent.click(
      canvas.getByRole('button', {
        name: dataTableCopy.clearFilter(activityScreenCopy.oneRecord, 'خدمة رقم ٣'),
      }),
    );
    await expect(bodyRows(canvasElement).length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('group', { name: activityScreenCopy.oneRecord })).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(activityScreenCopy.emptyTitle)).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long name, a long reason and an IPv6 address stay inside their cells. */
export const LongText: Story = {
  args: {
    rows: [
      {
        ...manyEvents[4]!,
        admin: { id: 9, name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني' },
        reason:
          'طلب العميل إلغاء الحجز قبل موعد الجلسة بيومين بسبب ظرف عائلي طارئ، وتم الاتفاق مع المصور على إعادة المبلغ كاملًا',
        ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      },
      ...manyEvents.slice(0, 4),
    ],
  },
};

export const Mobile: Story = { ...onPhone, args: { rows: manyEvents.slice(0, 4) } };

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };
