import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { orderStatuses, orderStatusLabels } from '@laqta/contract';
import { onPhone } from '../../../storybook/viewports';
import { OrderStatusPill } from './OrderStatusPill';

const meta = {
  component: OrderStatusPill,
  args: { status: 'pending' },
} satisfies Meta<typeof OrderStatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('قيد الانتظار')).toBeVisible();
  },
};
export const Confirmed: Story = { args: { status: 'confirmed' } };
export const InProgress: Story = { args: { status: 'in_progress' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };

/** Every status side by side, each with its Arabic label from the contract. */
export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {orderStatuses.map((status) => (
        <OrderStatusPill key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of orderStatuses) {
      await expect(canvas.getByText(orderStatusLabels[status])).toBeVisible();
    }
  },
};

export const Mobile: Story = { ...AllStatuses, ...onPhone };
