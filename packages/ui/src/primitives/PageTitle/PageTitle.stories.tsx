import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Button } from '../Button/Button';
import { PageTitle } from './PageTitle';

const meta = {
  component: PageTitle,
  args: { title: 'حول المنصة' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'حول المنصة' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'عدّل نصوص المنصة العامة مثل سياسة الخصوصية والشروط.' },
};

export const WithActions: Story = {
  args: {
    title: 'ادارة المصورين',
    description: 'كل المصورين المسجلين في المنصة.',
    actions: (
      <>
        <Button variant="secondary">تصدير</Button>
        <Button>إضافة مصور</Button>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'تقرير المعاملات المالية الشهرية لجميع المصورين والعملاء في المنصة',
    description:
      'يعرض هذا التقرير كل المدفوعات والمستردات والعمولات خلال الشهر الحالي مع إمكانية التصفية حسب المصور أو العميل أو حالة المعاملة.',
    actions: <Button>تصدير</Button>,
  },
};

export const Mobile: Story = { ...onPhone, args: { ...WithActions.args, title: 'ادارة المصورين' } };
