import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { PasswordField } from './PasswordField';

const meta = {
  component: PasswordField,
  args: { label: 'كلمة المرور', name: 'password', defaultValue: 'laqta-2026' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('كلمة المرور');
    await expect(input).toHaveAttribute('type', 'password');

    const show = canvas.getByRole('button', { name: 'إظهار كلمة المرور' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');

    const hide = canvas.getByRole('button', { name: 'إخفاء كلمة المرور' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeVisible();
  },
};

export const Shown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار كلمة المرور' }));
    await expect(canvas.getByLabelText('كلمة المرور')).toHaveValue('laqta-2026');
  },
};

export const Empty: Story = { args: { defaultValue: undefined, required: true } };

export const WithError: Story = {
  args: { error: 'كلمة المرور مطلوبة', defaultValue: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('كلمة المرور');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('كلمة المرور مطلوبة');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('كلمة المرور')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeDisabled();
  },
};

export const Mobile: Story = { ...onPhone, args: { hint: 'ثمانية أحرف على الأقل.' } };
