import type { Meta, StoryObj } from '@storybook/react-vite';
import { Camera } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  component: EmptyState,
  args: { title: 'لا توجد طلبات بعد', description: 'ستظهر هنا طلبات الحجز الجديدة فور وصولها.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد طلبات بعد' })).toBeVisible();
  },
};

const onAction = fn();

export const WithAction: Story = {
  args: {
    icon: <Camera className="size-7" />,
    title: 'لا يوجد مصورون',
    description: 'أضف أول مصور ليظهر في نتائج البحث.',
    action: <Button onClick={onAction}>إضافة مصور</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة مصور' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const LongText: Story = {
  args: {
    title: 'لم نعثر على أي مصور يطابق معايير البحث التي اخترتها في هذه المدينة',
    description:
      'جرّب توسيع نطاق البحث أو تغيير تاريخ المناسبة أو نوع الجلسة، أو تواصل مع فريق الدعم المتاح على مدار الساعة ليساعدك في إيجاد المصور المناسب.',
  },
};

export const Mobile: Story = { ...onPhone };
