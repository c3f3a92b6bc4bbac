import { profileMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { PasswordChangeForm, passwordChangeCopy } from './PasswordChangeForm';

const meta = {
  component: PasswordChangeForm,
  args: { onSubmit: fn(async () => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A password input by the start of its label (the confirmation's label contains the new one's). */
const field = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }, label: string) =>
  canvas.getByLabelText(new RegExp(`^${label}`));

/** A mismatch is refused in Arabic; a right form is sent, then emptied with the news. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas, passwordChangeCopy.current), 'old password');
    await userEvent.type(field(canvas, passwordChangeCopy.next), 'a new long password');
    await userEvent.type(field(canvas, passwordChangeCopy.confirmation), 'something else');
    await userEvent.click(canvas.getByRole('button', { name: passwordChangeCopy.submit }));
    await expect(await canvas.findByText(profileMessages.confirmationMismatch)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field(canvas, passwordChangeCopy.confirmation));
    await userEvent.type(field(canvas, passwordChangeCopy.confirmation), 'a new long password');
    await userEvent.click(canvas.getByRole('button', { name: passwordChangeCopy.submit }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        current_password: 'old password',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      }),
    );
    await expect(await canvas.findByText(passwordChangeCopy.changed)).toBeVisible();
    await expect(field(canvas, passwordChangeCopy.current)).toHaveValue('');
  },
};

/** A wrong current password (422): under its field; what was typed stays. */
export const WrongCurrentPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('البيانات المدخلة غير صالحة.'), {
        status: 422,
        errors: { current_password: [profileMessages.currentPasswordWrong] },
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(field(canvas, passwordChangeCopy.current), 'wrong');
    await userEvent.type(field(canvas, passwordChangeCopy.next), 'a new long password');
    await userEvent.type(field(canvas, passwordChangeCopy.confirmation), 'a new long password');
    await userEvent.click(canvas.getByRole('button', { name: passwordChangeCopy.submit }));
    await expect(await canvas.findByText(profileMessages.currentPasswordWrong)).toBeVisible();
    await expect(field(canvas, passwordChangeCopy.next)).toHaveValue('a new long password');
  },
};

export const Mobile: Story = { ...onPhone };
