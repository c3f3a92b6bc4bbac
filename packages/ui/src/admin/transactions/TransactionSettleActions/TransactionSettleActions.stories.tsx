import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { TransactionSettleActions } from './TransactionSettleActions';

const meta = {
  component: TransactionSettleActions,
  args: {
    transaction: { type: 'payment', amount: 350_000, status: 'pending', reference: 'TX-00000401' },
    currency: 'SAR',
    onSettle: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TransactionSettleActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'تأكيد نجاح العملية',
      'تسجيل فشل العملية',
    ]);
  },
};

export const MarkSucceeded: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد نجاح العملية' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('ضمن الإيرادات');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد نجاح العملية' }));
    await expect(args.onSettle).toHaveBeenCalledWith('succeeded');
  },
};

export const MarkFailed: Story = {
  args: {
    transaction: { type: 'refund', amount: 120_000, status: 'pending', reference: 'TX-00000402' },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل فشل العملية' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل فشل العملية' }));
    await expect(args.onSettle).toHaveBeenCalledWith('failed');
  },
};

/** A settled transaction offers nothing. */
export const NotPending: Story = {
  args: {
    transaction: { type: 'payment', amount: 350_000, status: 'succeeded', reference: 'TX-1' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 409: changed meanwhile; the dialog says it was reloaded. */
export const Conflict: Story = {
  args: {
    failure: {
      to: 'succeeded',
      kind: 'conflict',
      message: 'تغيّرت هذه العملية منذ فتحتها؛ أعد تحميلها ثم حاول مرة أخرى.',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تأكيد نجاح العملية' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('أعدنا تحميلها');
  },
};

/** 422: the transaction is no longer pending (the server names its state). */
export const Refused: Story = {
  args: {
    failure: {
      to: 'failed',
      kind: 'invalid',
      message: 'لا تتغير إلا حالة عملية قيد المعالجة؛ حالة هذه العملية الآن «ناجحة».',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل فشل العملية' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('«ناجحة»');
  },
};

export const Phone: Story = { ...onPhone };

export const Tablet: Story = { ...onTablet };
