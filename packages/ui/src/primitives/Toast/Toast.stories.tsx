import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { inDirection, onPhone } from '../../storybook/viewports';
import { Button } from '../Button/Button';
import { Toast, type ToastProps } from './Toast';

/** Holds the open state the way a screen does, with a button to show the toast again. */
function ToastDemo(props: ToastProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        إظهار الرسالة
      </Button>
      <Toast
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  component: Toast,
  render: (args) => <ToastDemo {...args} />,
  // duration 0 keeps the toast on screen for the visual snapshot; the settings screen passes 5000.
  args: {
    open: true,
    tone: 'success',
    children: 'تم تحديث الإعدادات بنجاح',
    duration: 0,
    onClose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('تم تحديث الإعدادات بنجاح');
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'error', children: 'فشل تحديث الإعدادات' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('فشل تحديث الإعدادات');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'جاري رفع الصور، قد يستغرق ذلك دقيقة.' },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إغلاق' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const AutoHide: Story = {
  args: { duration: 300 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);

    // Shown again, it starts a fresh timer.
    await userEvent.click(canvas.getByRole('button', { name: 'إظهار الرسالة' }));
    await expect(canvas.getByRole('status')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** In RTL `bottom-start` is the bottom right (where the spec puts the settings message). */
export const BottomStartRtl: Story = {
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status').getBoundingClientRect();
    await expect(window.innerWidth - toast.right).toBeLessThan(toast.left);
  },
};

/** The same placement in LTR sits at the bottom left. */
export const BottomStartLtr: Story = {
  ...inDirection('ltr'),
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('status').getBoundingClientRect();
    await expect(toast.left).toBeLessThan(window.innerWidth - toast.right);
  },
};

export const TopEnd: Story = {
  args: { placement: 'top-end', tone: 'info', children: 'تم نسخ الرابط' },
};

export const LongText: Story = {
  args: {
    tone: 'error',
    children:
      'تعذر حفظ التغييرات لأن الاتصال بالخادم انقطع أثناء الإرسال، تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى، وإذا استمرت المشكلة فتواصل مع الدعم الفني.',
  },
};

export const Mobile: Story = { ...onPhone };
