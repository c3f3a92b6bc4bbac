import { twoFactorPolicyMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import {
  longNameProfile,
  sampleEnrolment,
  samplePolicy,
  sampleProfile,
  sampleRecoveryCodes,
  sampleSessions,
} from '../fixtures';
import { recoveryCodesCopy } from '../RecoveryCodesPanel';
import { sessionsListCopy } from '../SessionsList';
import { twoFactorPolicyCopy } from '../TwoFactorPolicySwitch';
import { twoFactorSectionCopy } from '../TwoFactorSection';
import { ProfileScreen, profileScreenCopy } from './ProfileScreen';

const meta = {
  component: ProfileScreen,
  args: {
    profile: { data: sampleProfile, onRetry: fn() },
    onSaveDetails: fn(async () => undefined),
    onChangePassword: fn(async () => undefined),
    sessions: {
      sessions: sampleSessions,
      onSignOut: fn(async () => undefined),
      onSignOutOthers: fn(async () => undefined),
    },
    twoFactor: {
      onStart: fn(async () => sampleEnrolment),
      onConfirm: fn(async () => ({ recovery_codes: sampleRecoveryCodes })),
      onDisable: fn(async () => undefined),
      onRegenerate: fn(async () => ({ recovery_codes: sampleRecoveryCodes })),
    },
    policy: { policy: samplePolicy, onChange: fn(async () => undefined) },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner: details, password, two-factor, the team-wide switch and the sessions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: profileScreenCopy.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: twoFactorPolicyCopy.label })).toBeDisabled();
    await expect(canvas.getByText(sessionsListCopy.thisDevice)).toBeVisible();
  },
};

/** Another role: no team-wide switch. */
export const NotOwner: Story = {
  args: { profile: { data: { ...sampleProfile, role: 'finance' } }, policy: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** Two-factor required and not on: the notice, and enrolment first. */
export const EnrolmentRequired: Story = {
  args: {
    profile: { data: { ...sampleProfile, role: 'content', two_factor_required: true } },
    policy: null,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      twoFactorPolicyMessages.enrolmentRequired,
    );
    await expect(
      canvas.getByRole('link', { name: profileScreenCopy.goToTwoFactor }),
    ).toHaveAttribute('href', '#two-factor');
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.start }));
    await waitFor(() => expect(args.twoFactor.onStart).toHaveBeenCalledTimes(1));
    await expect(
      await screen.findByRole('img', { name: twoFactorSectionCopy.qrAlt }),
    ).toBeVisible();
  },
};

/** As the app does: confirming reloads the profile, now with two-factor on. */
function EnrolHarness(props: ComponentProps<typeof ProfileScreen>) {
  const [profile, setProfile] = useState(props.profile.data!);
  return (
    <ProfileScreen
      {...props}
      profile={{ data: profile }}
      twoFactor={{
        ...props.twoFactor,
        onConfirm: async (code) => {
          const codes = await props.twoFactor.onConfirm(code);
          setProfile((current) => ({ ...current, two_factor_enabled: true }));
          return codes;
        },
      }}
    />
  );
}

/**
 * Enrolling while it is required: the notice goes once the profile says two-factor is on, and
 * the recovery codes stay on screen through that reload (the section is not remounted).
 */
export const EnrolsWhileRequired: Story = {
  args: EnrolmentRequired.args,
  render: (args) => <EnrolHarness {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.start }));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: new RegExp(twoFactorSectionCopy.code) }),
      '123456',
    );
    await userEvent.click(canvas.getByRole('button', { name: twoFactorSectionCopy.confirm }));
    await expect(await canvas.findByRole('list', { name: recoveryCodesCopy.title })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByText(twoFactorPolicyMessages.enrolmentRequired)).toBeNull(),
    );
    await expect(canvas.getByRole('list', { name: recoveryCodesCopy.title })).toBeVisible();
    await expect(canvas.getByText(twoFactorSectionCopy.on)).toBeVisible();
  },
};

/** Two-factor on, required of everyone: the owner's switch is on. */
export const TwoFactorOn: Story = {
  args: {
    profile: { data: { ...sampleProfile, two_factor_enabled: true, two_factor_required: true } },
    policy: {
      policy: { ...samplePolicy, two_factor_required: true },
      onChange: fn(async () => undefined),
    },
  },
};

export const Loading: Story = { args: { profile: { loading: true } } };

export const LoadFailed: Story = {
  args: {
    profile: { error: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.profile.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongName: Story = { args: { profile: { data: longNameProfile } } };

export const Mobile: Story = { ...onPhone };

export const MobileEnrolmentRequired: Story = { ...onPhone, args: EnrolmentRequired.args };

export const Tablet: Story = { ...onTablet };
