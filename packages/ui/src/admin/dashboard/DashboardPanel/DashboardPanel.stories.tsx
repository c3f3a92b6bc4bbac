import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { DashboardPanel, dashboardPanelCopy } from './DashboardPanel';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const title = 'أحدث الطلبات';

/** The frame every dashboard part shares: loading, error with retry, empty, or the content. */
const meta = {
  component: DashboardPanel,
  args: {
    title,
    isEmpty: false,
    emptyTitle: 'لا توجد طلبات بعد',
    emptyDescription: 'ستظهر هنا أحدث الطلبات فور وصولها.',
    onRetry: fn(),
    children: () => <p className="text-ink">محتوى الجزء يظهر هنا حين تصل بياناته.</p>,
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof DashboardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    await expect(canvas.getByText('محتوى الجزء يظهر هنا حين تصل بياناته.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: title })).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(title) }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد طلبات بعد' })).toBeVisible();
    await expect(canvas.queryByText('محتوى الجزء يظهر هنا حين تصل بياناته.')).toBeNull();
  },
};

/** The error and its retry button; pressing it asks for the part again. */
export const ErrorWithRetry: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(dashboardPanelCopy.errorTitle(title));
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'أحدث الطلبات المؤكدة وقيد التنفيذ لدى المصورين المعتمدين في جميع المدن',
    error:
      'تعذّر تحميل هذا الجزء لأن الخادم لم يُجب في الوقت المحدد، وقد يكون ذلك بسبب ضغط مؤقت على الشبكة. أعد المحاولة بعد لحظات، وإن تكرر الخطأ فتواصل مع فريق الدعم الفني.',
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };
