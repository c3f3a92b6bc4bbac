import { twoFactorMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { sampleEnrolment, sampleRecoveryCodes } from '../fixtures';
import { recoveryCodesCopy } from '../RecoveryCodesPanel';
import { TwoFactorSection, twoFactorSectionCopy } from './TwoFactorSection';

/** A 422 as the app's API client rejects it. */
const rejected = (field: string, message: string) =>
  Object.assign(new Error(message), { status: 422, errors: { [field]: [message] } });

const meta = {
  component: TwoFactorSection,
  args: {
    enabled: false,
    onStart: fn(async () => sampleEnrolment),
    onConfirm: fn(async () => ({ recovery_codes: sampleRecoveryCodes })),
    onDisable: fn(async () => undefined),
    onRegenerate: fn(async () => ({ recovery_codes: sampleRecoveryCodes })),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = () =>
  screen.getByRole('textbox', { name: new RegExp(twoFactorSectionCopy.code) });

/** Off: enrolling shows the QR code and the secret, a code confirms, then the codes show once. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(twoFactorSectionCopy.off)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.start }));
    await expect(
      await canvas.findByRole('img', { name: twoFactorSectionCopy.qrAlt }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.confirm }));
    await expect(canvas.getByText(twoFactorMessages.codeRequired)).toBeVisible();
    await userEvent.type(codeInput(), '١٢٣٤٥٦');
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.confirm }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('١٢٣٤٥٦'));
    await expect(await canvas.findByRole('list', { name: recoveryCodesCopy.title })).toBeVisible();
  },
};

/** Enrolling: the QR code image and the secret for typing by hand. */
export const Enrolling: Story = { args: { initialEnrolment: sampleEnrolment } };

/** A wrong code: the Arabic message under the field; enrolment stays on screen. */
export const WrongCode: Story = {
  args: {
    initialEnrolment: sampleEnrolment,
    onConfirm: fn(async () => {
      throw rejected('code', twoFactorMessages.codeWrong);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.confirm }));
    await waitFor(() => expect(codeInput()).toHaveAccessibleDescription(/رمز التحقق غير صحيح/));
    await expect(canvas.getByRole('img', { name: twoFactorSectionCopy.qrAlt })).toBeVisible();
  },
};

/** Just confirmed: the ten recovery codes, once. */
export const RecoveryCodesShown: Story = {
  args: { enabled: true, initialRecoveryCodes: sampleRecoveryCodes },
};

/** On: new recovery codes and turning it off, each behind a dialog. */
export const On: Story = {
  args: { enabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(twoFactorSectionCopy.on)).toBeVisible();
    await expect(canvas.getByRole('button', { name: twoFactorSectionCopy.disable })).toBeVisible();
  },
};

/** New recovery codes for a code from the app. */
export const RegenerateDialog: Story = {
  args: { enabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.regenerate }));
    const dialog = await screen.findByRole('alertdialog', {
      name: twoFactorSectionCopy.regenerateTitle,
    });
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(
      screen.getAllByRole('button', { name: twoFactorSectionCopy.regenerate }).at(-1)!,
    );
    await waitFor(() => expect(args.onRegenerate).toHaveBeenCalledWith('123456'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await canvas.findByRole('list', { name: recoveryCodesCopy.title })).toBeVisible();
  },
};

/** Turning it off asks for the password or a code; nothing typed is refused in Arabic. */
export const DisableDialog: Story = {
  args: { enabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.disable }));
    await screen.findByRole('alertdialog', { name: twoFactorSectionCopy.disableTitle });
    const confirm = screen.getAllByRole('button', { name: twoFactorSectionCopy.disable }).at(-1)!;
    await userEvent.click(confirm);
    await expect(await screen.findAllByText(twoFactorMessages.proofRequired)).not.toHaveLength(0);
    await expect(args.onDisable).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByLabelText(twoFactorSectionCopy.password, { exact: false }),
      'كلمة سر طويلة',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onDisable).toHaveBeenCalledWith({ password: 'كلمة سر طويلة' }));
  },
};

/** Required of everyone: the dialog warns that turning it off closes the back office. */
export const DisableWhileRequired: Story = {
  args: { enabled: true, required: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.disable }));
    await expect(await screen.findByText(twoFactorSectionCopy.disableWhileRequired)).toBeVisible();
  },
};

/** Starting fails (server down): the message, and the button to try again. */
export const StartFails: Story = {
  args: {
    onStart: fn(async () => {
      throw new Error('حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.start }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع');
  },
};

export const Mobile: Story = { ...onPhone, args: { initialEnrolment: sampleEnrolment } };

export const Tablet: Story = { ...onTablet, args: { enabled: true } };
