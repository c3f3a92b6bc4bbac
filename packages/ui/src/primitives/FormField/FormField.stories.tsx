import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField';

/** Label, hint and error around a control that has no ready-made field (a select, a date input…). */
const meta = {
  component: FormField,
  args: {
    label: 'نوع الجلسة',
    children: (control) => (
      <select
        {...control}
        className="rounded-control border border-line-strong bg-surface px-3 py-2.5"
      >
        <option>زفاف</option>
        <option>تخرج</option>
        <option>جلسة عائلية</option>
      </select>
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'نوع الجلسة' })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'اختر نوع المناسبة ليقترح عليك المصورون الباقات المناسبة.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleDescription(
      'اختر نوع المناسبة ليقترح عليك المصورون الباقات المناسبة.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'مطلوب', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'نوع الجلسة' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('مطلوب');
  },
};
