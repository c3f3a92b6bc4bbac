import { twoFactorMessages, twoFactorSignInMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { TwoFactorStep, twoFactorStepCopy } from './TwoFactorStep';

const meta = {
  component: TwoFactorStep,
  args: { onSubmit: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TwoFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvas: { getByRole: (role: 'textbox', o: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: new RegExp(twoFactorStepCopy.code) });

/** Empty is refused in Arabic; a code typed in Arabic-Indic digits is sent as typed. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: twoFactorStepCopy.submit });
    await userEvent.click(submit);
    await expect(await canvas.findByText(twoFactorMessages.codeRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const field = codeField(canvas);
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, ' ١٢٣٤٥٦ ');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('١٢٣٤٥٦'));
  },
};

/** A recovery code goes through the same field. */
export const RecoveryCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(codeField(canvas), 'abcde-fghjk{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('abcde-fghjk'));
  },
};

/** Back to the e-mail and password. */
export const Back: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: twoFactorStepCopy.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** While checking: the button spins and Enter sends nothing more. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: twoFactorStepCopy.submitting })).toBeDisabled();
    await userEvent.type(codeField(canvas), '123456{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong code: the Arabic message; the field stays for another try. */
export const WrongCode: Story = {
  args: { error: { message: twoFactorSignInMessages.codeWrong } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(twoFactorSignInMessages.codeWrong);
    await expect(codeField(canvas)).toBeEnabled();
  },
};

/** Too many attempts: the wait beneath the message. */
export const TooManyAttempts: Story = {
  args: {
    error: {
      message: 'حدث خطأ في تسجيل الدخول',
      detail: 'محاولات تسجيل دخول كثيرة. حاول مرة أخرى بعد 42 ثانية.',
    },
  },
};

export const Mobile: Story = { ...onPhone };
