import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../../format/money';

/** Money as testing-library reads it (its no-break spaces collapsed). */
const money = (halalas: number) => formatMoney(halalas, 'SAR').replace(/\s+/g, ' ');
import { recordHref } from '../../../storybook/adminFixtures';
import { onPhone, onTablet } from '../../../storybook/viewports';
import {
  sampleService,
  sampleServiceLongText,
  sampleServiceOrders,
  sampleServices,
} from '../fixtures';
import { detailViewCopy } from '../../DetailView';
import { ServiceDetail, serviceDetailCopy } from './ServiceDetail';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: ServiceDetail,
  args: {
    data: sampleService,
    editHref: fillPath(adminPaths.pages.serviceEdit, { id: sampleService.id }),
    backHref: adminPaths.pages.services,
    orders: sampleServiceOrders,
    orderHref: recordHref(adminPaths.pages.order),
    ordersHref: `${adminPaths.pages.orders}?service_id=${sampleService.id}`,
  },
} satisfies Meta<typeof ServiceDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The record, its image, and the edit link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleService.name);
    await expect(
      canvas.getByRole('img', { name: serviceDetailCopy.imageAlt(sampleService.name) }),
    ).toHaveAttribute('src', sampleService.image_url);
    await expect(canvas.getAllByText(money(sampleService.base_price))[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: serviceDetailCopy.edit })).toHaveAttribute(
      'href',
      '/admin/services/7/edit',
    );
    // Related records: its latest orders, each a link, and the way to all of them.
    const orders = canvas.getByRole('table', { name: serviceDetailCopy.latestOrders });
    await expect(within(orders).getByRole('link', { name: 'LQ-000311' })).toHaveAttribute(
      'href',
      '/admin/orders/311',
    );
    await expect(canvas.getByRole('link', { name: serviceDetailCopy.allOrders })).toHaveAttribute(
      'href',
      '/admin/orders?service_id=7',
    );
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(serviceDetailCopy.noOrders)).toBeVisible();
  },
};

export const Saved: Story = { args: { notice: 'تم حفظ التعديلات.' } };

export const WithoutImage: Story = {
  args: { data: sampleServices[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(serviceDetailCopy.noImage)).toBeVisible();
  },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const NotFound: Story = {
  args: { data: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(detailViewCopy.notFoundTitle)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: serviceDetailCopy.back })[0]).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'تعذّر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { data: sampleServiceLongText } };

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

/** A role that may not edit services (operations, finance): the record without "تعديل". */
export const ReadOnlyRole: Story = {
  args: { editHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: serviceDetailCopy.edit })).toBeNull();
  },
};

const withActions = {
  onStatusAction: fn(async () => undefined),
  onDelete: fn(async () => {
    throw new Error('لا يمكن حذف الخدمة لأن 12 طلبات تستخدمها؛ يمكنك أرشفتها بدلًا من ذلك');
  }),
};

/** An active service: deactivate or archive; deleting a used one is refused with the server's words. */
export const Actions: Story = {
  args: withActions,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'أرشفة' }));
    let dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(/تبقى في الطلبات السابقة/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'أرشفة' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusAction).toHaveBeenCalledWith('archive');
    await userEvent.click(canvas.getByRole('button', { name: serviceDetailCopy.delete }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: serviceDetailCopy.delete }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('أرشفتها بدلًا من ذلك');
  },
};

/** An archived service: marked, and it can come back. */
export const Archived: Story = {
  args: {
    ...withActions,
    data: { ...sampleService, is_active: false, archived_at: '2026-11-01T08:00:00.000Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مؤرشفة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة من الأرشيف' })).toBeVisible();
  },
};
