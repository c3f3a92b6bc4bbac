import { twoFactorPolicyMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { samplePolicy } from '../fixtures';
import { TwoFactorPolicySwitch, twoFactorPolicyCopy } from './TwoFactorPolicySwitch';

const meta = {
  component: TwoFactorPolicySwitch,
  args: {
    policy: samplePolicy,
    ownTwoFactorEnabled: true,
    onChange: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TwoFactorPolicySwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the switch asks first, then requires two-factor of everyone. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: twoFactorPolicyCopy.label });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await screen.findByRole('alertdialog', { name: twoFactorPolicyCopy.onTitle });
    await userEvent.click(screen.getByRole('button', { name: twoFactorPolicyCopy.onConfirm }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** On: turning it off is asked too. */
export const On: Story = {
  args: { policy: { ...samplePolicy, two_factor_required: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: twoFactorPolicyCopy.label }));
    await screen.findByRole('alertdialog', { name: twoFactorPolicyCopy.offTitle });
    await userEvent.click(screen.getByRole('button', { name: twoFactorPolicyCopy.offConfirm }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(false));
  },
};

/** An owner without two-factor cannot require it yet: the switch waits, saying why. */
export const OwnerNotEnrolled: Story = {
  args: { ownTwoFactorEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
    await expect(canvas.getByText(twoFactorPolicyCopy.enrolFirst)).toBeVisible();
  },
};

/** Another owner changed it first (409): the dialog keeps the message. */
export const Stale: Story = {
  args: {
    onChange: fn(async () => {
      throw Object.assign(new Error(twoFactorPolicyMessages.stale), { status: 409 });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch'));
    await userEvent.click(
      await screen.findByRole('button', { name: twoFactorPolicyCopy.onConfirm }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent(twoFactorPolicyMessages.stale),
    );
  },
};

export const Loading: Story = { args: { policy: undefined, loading: true } };

export const LoadFailed: Story = {
  args: { policy: undefined, error: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { ...onPhone };
