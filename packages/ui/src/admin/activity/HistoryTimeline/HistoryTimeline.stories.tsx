import { DEFAULT_CURRENCY } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { serviceHistory } from '../fixtures';
import { HistoryTimeline, historyTimelineCopy } from './HistoryTimeline';

const meta = {
  component: HistoryTimeline,
  args: {
    entityType: 'service',
    events: serviceHistory,
    total: serviceHistory.length,
    currency: DEFAULT_CURRENCY,
    allHref: '/admin/activity?entity_type=service&entity_id=3',
  },
} satisfies Meta<typeof HistoryTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (root: HTMLElement) => within(root).getAllByRole('listitem');

/** A service's history: who, when, and each change as field: before → after in Arabic. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: historyTimelineCopy.title })).toBeVisible();
    const latest = within(entries(canvasElement)[0]!);
    await expect(latest.getByText('عدّل خدمة')).toBeVisible();
    await expect(latest.getByText('سارة العتيبي')).toBeVisible();
    // The price as money, the switch in words, read as "from … to …".
    const price = latest.getByText('السعر الأساسي:').closest('div')!;
    await expect(price).toHaveTextContent(/من.*٤٠٠.*إلى.*٤٥٠/);
    await expect(latest.getByText('التفعيل:').closest('div')).toHaveTextContent(
      /من\s*مفعّل\s*إلى\s*موقوف/,
    );
    // A creation lists its values without a before.
    const created = within(entries(canvasElement)[2]!);
    await expect(created.getByText('أضاف خدمة')).toBeVisible();
    await expect(created.getByText('تخرج')).toBeVisible();
    await expect(created.queryByText('من')).toBeNull();
    // Every event is shown: no link to more.
    await expect(canvas.queryByRole('link', { name: /عرض السجل كاملًا/ })).toBeNull();
  },
};

/** More events than shown: a link to the record's whole history on the activity page. */
export const MoreThanShown: Story = {
  args: { total: 27 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: historyTimelineCopy.all(27) })).toHaveAttribute(
      'href',
      '/admin/activity?entity_type=service&entity_id=3',
    );
  },
};

export const Loading: Story = {
  args: { events: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAccessibleName(historyTimelineCopy.loading);
  },
};

export const Empty: Story = {
  args: { events: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(historyTimelineCopy.emptyTitle)).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    events: undefined,
    error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
    onRetry: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(historyTimelineCopy.errorTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long names, a long description change and a reason wrap inside the card. */
export const LongText: Story = {
  args: {
    events: [
      {
        ...serviceHistory[0]!,
        admin: { id: 9, name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني' },
        before: {
          name: 'تصوير حفلات التخرج الجامعية والمدرسية في جميع مدن المملكة',
          description: 'جلسة تصوير لحفلات التخرج تشمل صورًا فردية وجماعية مع تعديل احترافي.',
        },
        after: {
          name: 'تصوير حفلات التخرج الجامعية والمدرسية والدراسات العليا في جميع مدن المملكة العربية السعودية',
          description:
            'جلسة تصوير لحفلات التخرج تشمل صورًا فردية وجماعية مع تعديل احترافي لكل صورة وتسليم الصور خلال أسبوع عبر رابط خاص، مع ألبوم مطبوع عند الطلب وفيديو قصير للحظات المميزة.',
        },
        reason: 'طلب قسم التسويق توحيد أسماء الخدمات ووصفها قبل حملة موسم التخرج القادمة',
      },
      ...serviceHistory.slice(1),
    ],
  },
};

/** Who tried to sign in with an unknown e-mail, and an admin's role change. */
export const AdminRecord: Story = {
  args: {
    entityType: 'admin',
    events: [
      {
        ...serviceHistory[0]!,
        id: 1,
        action: 'admin.role_changed',
        entity_type: 'admin',
        before: { role: 'content' },
        after: { role: 'finance' },
      },
      {
        ...serviceHistory[0]!,
        id: 2,
        admin: null,
        action: 'auth.sign_in_failed',
        entity_type: 'admin',
        before: null,
        after: { email: 'someone@example.com' },
      },
    ],
    total: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الدور:').closest('div')).toHaveTextContent(
      /من\s*المحتوى\s*إلى\s*المالية/,
    );
    await expect(canvas.getByText('غير معروف')).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

export const Tablet: Story = { ...onTablet };
