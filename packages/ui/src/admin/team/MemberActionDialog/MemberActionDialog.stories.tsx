import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { deactivatedAdmin, longNamedAdmin, operationsAdmin, owner } from '../fixtures';
import { MemberActionDialog, memberActionCopy } from './MemberActionDialog';

const meta = {
  component: MemberActionDialog,
  args: {
    action: 'deactivate',
    member: operationsAdmin,
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof MemberActionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deactivation says they are signed out at once; confirming asks for it. */
export const Deactivate: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('سيُسجَّل خروج خالد الحربي من كل الأجهزة فورًا');
    await userEvent.click(
      screen.getByRole('button', { name: memberActionCopy.deactivate.confirm }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Reactivate: Story = {
  args: { action: 'reactivate', member: deactivatedAdmin },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('(المحتوى)');
    await userEvent.click(
      screen.getByRole('button', { name: memberActionCopy.reactivate.confirm }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A reset signs out everywhere and shows the new password once. */
export const ResetPassword: Story = {
  args: { action: 'resetPassword' },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('مرة واحدة فقط');
    await userEvent.click(screen.getByRole('button', { name: 'تراجع' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: memberActionCopy.deactivate.busy }),
    ).toBeDisabled();
  },
};

/** The server refuses to deactivate the last owner: its Arabic message, the dialog stays. */
export const LastOwner: Story = {
  args: {
    member: owner,
    error: 'لا يمكن خفض دور آخر مالك أو إيقافه؛ أضف مالكًا آخر أولًا',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('آخر مالك');
  },
};

export const LongName: Story = { args: { member: longNamedAdmin } };

export const Phone: Story = { ...onPhone, args: { member: longNamedAdmin } };
