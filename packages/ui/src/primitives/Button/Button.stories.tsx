import type { Meta, StoryObj } from '@storybook/react-vite';
import { Camera } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Button } from './Button';

const meta = {
  component: Button,
  args: { children: 'حفظ التغييرات', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ التغييرات' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'إلغاء' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'عرض الكل' } };

export const Danger: Story = { args: { variant: 'danger', children: 'حذف' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        صغير
      </Button>
      <Button {...args} size="md">
        متوسط
      </Button>
      <Button {...args} size="lg">
        كبير
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <Camera className="size-5" aria-hidden="true" />, children: 'احجز مصورًا' },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'جاري الحفظ...' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'جاري الحفظ...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'حفظ التغييرات' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children: 'احجز جلسة تصوير عائلية في الحديقة مع مصور محترف في الوقت والمكان المناسبين لك',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = { ...onPhone, args: { fullWidth: true, children: 'تسجيل الدخول' } };
