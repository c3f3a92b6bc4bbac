import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { AdminPlaceholder, adminPlaceholderCopy } from './AdminPlaceholder';

const meta = {
  component: AdminPlaceholder,
  args: { title: 'ادارة العملاء' },
} satisfies Meta<typeof AdminPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen not built yet: its title and an empty state. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: adminPlaceholderCopy.title }),
    ).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'إدارة الإقتراحات والملاحظات الواردة من العملاء والمصورين عبر نموذج التواصل والتطبيق',
  },
};

export const Mobile: Story = { ...onPhone };
