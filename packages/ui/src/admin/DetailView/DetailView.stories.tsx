import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { DetailView, detailViewCopy } from './DetailView';
import { RelatedTable } from './RelatedTable';
import { errorWithRetryCopy } from '../../primitives/ErrorWithRetry';

const meta = {
  component: DetailView,
  args: {
    title: 'نورة العتيبي',
    back: { href: adminPaths.pages.customers, label: 'العودة إلى العملاء' },
    fields: [
      { label: 'البريد الإلكتروني', value: 'noura@example.com', ltr: true },
      { label: 'المدينة', value: 'الرياض' },
      { label: 'عدد الطلبات', value: '١٢' },
    ],
    onRetry: fn(),
    children: (
      <RelatedTable
        title="طلبات العميل"
        rows={[{ id: 1, code: 'LQ-000001', service: 'تصوير زفاف' }]}
        rowKey={(r) => r.id}
        emptyText="لا توجد طلبات."
        columns={[
          { header: 'رقم الطلب', cell: (r) => r.code },
          { header: 'الخدمة', cell: (r) => r.service },
        ]}
      />
    ),
  },
} satisfies Meta<typeof DetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'نورة العتيبي' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى العملاء' })).toHaveAttribute(
      'href',
      adminPaths.pages.customers,
    );
    await expect(canvas.getByRole('table', { name: 'طلبات العميل' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: detailViewCopy.loading })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: detailViewCopy.notFoundTitle })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(detailViewCopy.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { ...onPhone };
