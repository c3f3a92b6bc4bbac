import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'جاري التحميل' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="صغير" />
      <Spinner size="md" label="متوسط" />
      <Spinner size="lg" label="كبير" />
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { label: 'جاري تحميل الإعدادات' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'جاري تحميل الإعدادات' })).toBeVisible();
  },
};
