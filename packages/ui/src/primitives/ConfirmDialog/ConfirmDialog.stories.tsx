import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { ConfirmDialog } from './ConfirmDialog';

/** Keeps the open state as a screen does, with the button that opens the dialog. */
function Harness(props: ComponentProps<typeof ConfirmDialog>) {
  const [open, setOpen] = useState(props.open);
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      trigger={<Button variant="secondary">فتح النافذة</Button>}
    />
  );
}

const meta = {
  component: ConfirmDialog,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'تأكيد الطلب LQ-000123؟',
    description: 'سينتقل الطلب من «قيد الانتظار» إلى «مؤكد». لن تتحرك أي أموال.',
    confirmLabel: 'تأكيد الطلب',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد الطلب LQ-000123؟' });
    await expect(dialog).toHaveAccessibleDescription(/لن تتحرك أي أموال/);
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Confirming does not close it: the screen closes it when the action succeeded.
    await expect(dialog).toBeVisible();
  },
};

export const Dismiss: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'تراجع' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Closed: the trigger opens it. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'فتح النافذة' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'إلغاء الطلب LQ-000123؟',
    description: 'سيُلغى الطلب ولا يمكن التراجع عن ذلك. سيُعاد إلى العميل ٤٥٠٫٠٠ ر.س.',
    confirmLabel: 'إلغاء الطلب',
    children: <TextArea label="سبب الإلغاء" required defaultValue="طلب العميل الإلغاء" />,
  },
  play: async () => {
    await expect(await screen.findByLabelText(/سبب الإلغاء/)).toHaveValue('طلب العميل الإلغاء');
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'جاري التأكيد...' },
  play: async ({ args, userEvent }) => {
    const confirm = await screen.findByRole('button', { name: 'جاري التأكيد...' });
    await expect(confirm).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'تراجع' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'تعذر تنفيذ الإجراء، حاول مرة أخرى.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تنفيذ الإجراء');
  },
};

export const LongText: Story = {
  args: {
    title:
      'تأكيد إعادة جدولة جلسة تصوير حفل الزفاف الخاصة بالعميلة عبدالرحمن بن عبدالعزيز آل سعود؟',
    description:
      'ستنتقل الجلسة من يوم الخميس ١٢ ديسمبر ٢٠٢٦ الساعة الرابعة عصرًا إلى يوم السبت ١٤ ديسمبر ٢٠٢٦ الساعة السادسة مساءً، وسيُبلَّغ المصور والعميل بالموعد الجديد. لن تتحرك أي أموال، ويبقى السعر كما هو دون تغيير.',
  },
};

export const Phone: Story = { ...onPhone, args: Danger.args };
