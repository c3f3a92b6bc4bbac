import {
  authMessages,
  tooManyLoginAttemptsMessage,
  twoFactorSignInMessages,
} from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { HIDE_PASSWORD_LABEL, SHOW_PASSWORD_LABEL } from '../../primitives/PasswordField';
import { onPhone, onTablet } from '../../storybook/viewports';
import { twoFactorStepCopy } from '../TwoFactorStep';
import { LoginPanel, loginCopy } from './LoginPanel';

const meta = {
  component: LoginPanel,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password input (no textbox role while hidden); its label also carries the required mark. */
const passwordInput = (canvas: {
  getByLabelText: (text: string, options: { exact: boolean }) => HTMLElement;
}) => canvas.getByLabelText(loginCopy.password, { exact: false });

const typed = { email: 'admin@laqta.sa', password: 'كلمة-سر-طويلة' };

/** Idle: empty fields are refused in Arabic; valid values reach onSubmit. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const submit = canvas.getByRole('button', { name: loginCopy.submit });
    await userEvent.click(submit);
    await expect(await canvas.findByText(authMessages.emailRequired)).toBeVisible();
    await expect(canvas.getByText(authMessages.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const email = canvas.getByRole('textbox', { name: loginCopy.email });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(email, typed.email);
    await userEvent.type(passwordInput(canvas), typed.password);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(typed, expect.anything());
  },
};

/** The password's show/hide toggle switches the input between hidden and readable. */
export const PasswordToggle: Story = {
  args: { defaultValues: typed },
  play: async ({ canvas, userEvent }) => {
    const password = passwordInput(canvas);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(canvas.getByRole('button', { name: SHOW_PASSWORD_LABEL }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(typed.password);
    await userEvent.click(canvas.getByRole('button', { name: HIDE_PASSWORD_LABEL }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** While signing in the button reads 'جاري تسجيل الدخول...' and cannot be pressed again. */
export const Loading: Story = {
  args: { loading: true, defaultValues: typed },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: loginCopy.submitting });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.type(passwordInput(canvas), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: loginCopy.email })).toHaveValue(typed.email);
  },
};

/** A 422: the server's message in the red box, its field error under the field, values kept. */
export const ValidationFailed: Story = {
  args: {
    defaultValues: typed,
    error: {
      message: authMessages.invalidCredentials,
      fieldErrors: { email: [authMessages.invalidCredentials] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.invalidCredentials);
    const email = canvas.getByRole('textbox', { name: loginCopy.email });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(authMessages.invalidCredentials);
    await expect(email).toHaveValue(typed.email);
    await expect(passwordInput(canvas)).toHaveValue(typed.password);
  },
};

/** Any other failure (network, 500, 429…): the general message in the red box. */
export const OtherError: Story = {
  args: { defaultValues: typed, error: { message: authMessages.loginFailed } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.loginFailed);
    await expect(canvas.getByRole('textbox', { name: loginCopy.email })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Too many attempts (429): the general message, and how long to wait beneath it. */
export const TooManyAttempts: Story = {
  args: {
    defaultValues: typed,
    error: { message: authMessages.loginFailed, detail: tooManyLoginAttemptsMessage(42) },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(authMessages.loginFailed);
    await expect(alert).toHaveTextContent(tooManyLoginAttemptsMessage(42));
  },
};

/** 'نسيت كلمة السر؟' opens how to get a new password from a platform administrator, and closes. */
export const ForgotPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('button', { name: loginCopy.forgotPassword });
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(loginCopy.forgotPasswordHelp)).not.toBeVisible();
    await userEvent.click(link);
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(loginCopy.forgotPasswordHelp)).toBeVisible();
  },
};

/** A long server message wraps inside the red box. */
export const LongError: Story = {
  args: {
    defaultValues: typed,
    error: {
      message:
        'محاولات تسجيل دخول كثيرة. حاول مرة أخرى بعد 60 ثانية، وإن نسيت كلمة السر فتواصل مع مسؤول المنصة ليصدر لك كلمة سر جديدة.',
    },
  },
};

/** Phones: no image panel, the form takes the width. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
  },
};

/** Phones, after a 422. */
export const MobileWithError: Story = {
  ...onPhone,
  args: ValidationFailed.args,
};

/** Tablets: the image panel beside the form, or not, as the breakpoint decides. */
export const Tablet: Story = {
  ...onTablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginCopy.title })).toBeVisible();
  },
};

/** Two-factor on: after the password, the code step takes the form's place beside the artwork. */
export const TwoFactorSecondStep: Story = {
  args: { twoFactor: { onSubmit: fn(), onBack: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: twoFactorStepCopy.title }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: loginCopy.email })).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(twoFactorStepCopy.code) }),
      '123456{Enter}',
    );
    await waitFor(() => expect(args.twoFactor?.onSubmit).toHaveBeenCalledWith('123456'));
  },
};

/** The code step on a phone, after a wrong code. */
export const TwoFactorSecondStepMobile: Story = {
  ...onPhone,
  args: {
    twoFactor: {
      onSubmit: fn(),
      onBack: fn(),
      error: { message: twoFactorSignInMessages.codeWrong },
    },
  },
};
