import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { AddMemberDialog, addMemberCopy } from './AddMemberDialog';

const meta = {
  component: AddMemberDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddMemberDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, email and role, and a one-time password the server makes: none is sent. */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(
      dialog.getByLabelText(addMemberCopy.name, { exact: false }),
      'خالد الحربي',
    );
    await userEvent.type(
      dialog.getByLabelText(addMemberCopy.email, { exact: false }),
      'khaled@laqta.sa',
    );
    await userEvent.selectOptions(
      dialog.getByLabelText(addMemberCopy.role, { exact: false }),
      'operations',
    );
    await userEvent.click(dialog.getByRole('button', { name: addMemberCopy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'خالد الحربي', email: 'khaled@laqta.sa', role: 'operations', password: undefined },
      expect.anything(),
    );
  },
};

/** The owner sets the password: it is checked (8 characters) and sent. */
export const OwnerSetsPassword: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(addMemberCopy.name, { exact: false }), 'نورة');
    await userEvent.type(
      dialog.getByLabelText(addMemberCopy.email, { exact: false }),
      'noura@laqta.sa',
    );
    await userEvent.selectOptions(
      dialog.getByLabelText(addMemberCopy.role, { exact: false }),
      'finance',
    );
    await userEvent.click(dialog.getByRole('radio', { name: addMemberCopy.set }));
    const password = dialog.getByLabelText(addMemberCopy.password, {
      exact: false,
      selector: 'input[type="password"]',
    });
    await userEvent.type(password, 'short');
    await userEvent.click(dialog.getByRole('button', { name: addMemberCopy.submit }));
    await expect(await dialog.findByText('كلمة السر يجب ألا تقل عن 8 أحرف')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, '-enough');
    await userEvent.click(dialog.getByRole('button', { name: addMemberCopy.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'نورة', email: 'noura@laqta.sa', role: 'finance', password: 'short-enough' },
      expect.anything(),
    );
  },
};

/** Empty: the contract's Arabic messages under each field, nothing sent. */
export const Invalid: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: addMemberCopy.submit }));
    await expect(await dialog.findByText('الاسم مطلوب')).toBeVisible();
    await expect(dialog.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await expect(dialog.getByText('اختر دورًا من الأدوار المتاحة')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 422 under its field; what was typed stays. */
export const EmailTaken: Story = {
  args: {
    error: 'البيانات المدخلة غير صحيحة',
    fieldErrors: { email: ['هذا البريد الإلكتروني مستخدم لمشرف آخر'] },
  },
  play: async () => {
    await expect(await screen.findByText('هذا البريد الإلكتروني مستخدم لمشرف آخر')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: addMemberCopy.submitting }),
    ).toBeDisabled();
  },
};

/** Cancel closes it. */
export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: addMemberCopy.cancel }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Phone: Story = { ...onPhone };
