import { teamMessages, type TeamMember } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { addMemberCopy } from '../AddMemberDialog';
import {
  deactivatedAdmin,
  financeAdmin,
  longTeam,
  operationsAdmin,
  owner,
  sampleOneTimePassword,
  sampleTeam,
} from '../fixtures';
import { memberActionCopy } from '../MemberActionDialog';
import { oneTimePasswordCopy } from '../OneTimePasswordDialog';
import { teamMemberCopy } from './TeamMemberCard';
import {
  TeamScreen,
  teamScreenCopy,
  type RoleChangeState,
  type TeamScreenProps,
} from './TeamScreen';

const meta = {
  component: TeamScreen,
  args: {
    members: sampleTeam,
    currentAdminId: owner.id,
    dialog: null,
    onDialogChange: fn(),
    onRetry: fn(),
    onAdd: fn(),
    onAction: fn(),
    onRoleSave: fn(),
    onCopy: fn(async () => {}),
  },
} satisfies Meta<typeof TeamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (name: string) => within(screen.getByRole('article', { name }));

/** Every admin: role in Arabic, active or deactivated, "أنت" on the owner's own card. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(teamScreenCopy.title);
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleTeam.length);
    const ownCard = cardOf(owner.name);
    await expect(ownCard.getByText(teamMemberCopy.you)).toBeVisible();
    await expect(ownCard.getByRole('combobox')).toHaveDisplayValue('مالك');
    await expect(ownCard.getByText(teamMemberCopy.twoFactorOn)).toBeVisible();
    // One's own password is changed on the profile page, never reset here.
    await expect(
      ownCard.queryByRole('button', { name: teamMemberCopy.resetPassword }),
    ).not.toBeInTheDocument();
    await expect(ownCard.getByText(teamMemberCopy.ownPassword)).toBeVisible();
    await expect(cardOf(financeAdmin.name).getByText(teamMemberCopy.neverSignedIn)).toBeVisible();
    await expect(cardOf(financeAdmin.name).getByText(teamMemberCopy.twoFactorOff)).toBeVisible();
    await expect(cardOf(deactivatedAdmin.name).getByText(teamMemberCopy.deactivated)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: teamScreenCopy.add }));
    await expect(args.onDialogChange).toHaveBeenLastCalledWith({ kind: 'add' });
  },
};

/** Each card's actions open their confirmation. */
export const Actions: Story = {
  play: async ({ args, userEvent }) => {
    const card = cardOf(operationsAdmin.name);
    await userEvent.click(card.getByRole('button', { name: memberActionCopy.deactivate.confirm }));
    await expect(args.onDialogChange).toHaveBeenLastCalledWith({
      kind: 'deactivate',
      member: operationsAdmin,
    });
    await userEvent.click(card.getByRole('button', { name: teamMemberCopy.resetPassword }));
    await expect(args.onDialogChange).toHaveBeenLastCalledWith({
      kind: 'resetPassword',
      member: operationsAdmin,
    });
    await userEvent.click(
      cardOf(deactivatedAdmin.name).getByRole('button', {
        name: memberActionCopy.reactivate.confirm,
      }),
    );
    await expect(args.onDialogChange).toHaveBeenLastCalledWith({
      kind: 'reactivate',
      member: deactivatedAdmin,
    });
  },
};

/** Choosing another role shows "save", which sends the member as loaded and the new role. */
export const ChangeRole: Story = {
  play: async ({ args, userEvent }) => {
    const card = cardOf(operationsAdmin.name);
    await expect(card.queryByRole('button', { name: teamMemberCopy.saveRole })).toBeNull();
    await userEvent.selectOptions(card.getByRole('combobox'), 'finance');
    await userEvent.click(card.getByRole('button', { name: teamMemberCopy.saveRole }));
    await expect(args.onRoleSave).toHaveBeenCalledWith(operationsAdmin, 'finance');
  },
};

/**
 * Another owner changed them first (409): the Arabic message, the list reloaded, and the owner's
 * choice kept in the picker to save again.
 */
export const StaleRoleChange: Story = {
  render: function StaleRoleChange(args: TeamScreenProps) {
    const [members, setMembers] = useState<TeamMember[]>(sampleTeam);
    const [roleChange, setRoleChange] = useState<RoleChangeState | null>(null);
    return (
      <TeamScreen
        {...args}
        members={members}
        roleChange={roleChange}
        onRoleSave={(member, role) => {
          args.onRoleSave(member, role);
          setRoleChange({ memberId: member.id, saving: false, error: teamMessages.staleRole });
          setMembers((list) =>
            list.map((m) =>
              m.id === member.id
                ? { ...m, role: 'content', updated_at: '2026-11-23T08:00:00.000Z' }
                : m,
            ),
          );
        }}
      />
    );
  },
  play: async ({ userEvent }) => {
    const card = cardOf(operationsAdmin.name);
    await userEvent.selectOptions(card.getByRole('combobox'), 'finance');
    await userEvent.click(card.getByRole('button', { name: teamMemberCopy.saveRole }));
    await expect(await card.findByRole('alert')).toHaveTextContent(teamMessages.staleRole);
    await expect(card.getByRole('combobox')).toHaveDisplayValue('المالية');
    await expect(card.getByRole('button', { name: teamMemberCopy.saveRole })).toBeVisible();
  },
};

/** The last owner cannot be demoted: the server's message on the card. */
export const LastOwnerRefused: Story = {
  args: { roleChange: { memberId: owner.id, saving: false, error: teamMessages.lastOwner } },
  play: async () => {
    await expect(cardOf(owner.name).getByRole('alert')).toHaveTextContent(teamMessages.lastOwner);
  },
};

export const SavingRole: Story = {
  args: { roleChange: { memberId: operationsAdmin.id, saving: true, error: null } },
  play: async () => {
    await expect(
      cardOf(operationsAdmin.name).getByRole('button', { name: teamMemberCopy.savingRole }),
    ).toBeDisabled();
  },
};

export const Saved: Story = { args: { notice: teamMessages.roleChanged } };

export const AddDialogOpen: Story = {
  args: { dialog: { kind: 'add' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: addMemberCopy.title })).toBeVisible();
  },
};

/** The add form refused: the server's field message, what was typed kept. */
export const AddDialogRefused: Story = {
  args: {
    dialog: { kind: 'add' },
    actionError: 'البيانات المدخلة غير صحيحة',
    addFieldErrors: { email: [teamMessages.emailTaken] },
  },
  play: async () => {
    await expect(await screen.findByText(teamMessages.emailTaken)).toBeVisible();
  },
};

/** Confirming a deactivation runs it for that admin. */
export const DeactivateDialogOpen: Story = {
  args: { dialog: { kind: 'deactivate', member: operationsAdmin } },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(
      screen.getByRole('button', { name: memberActionCopy.deactivate.confirm }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('deactivate', operationsAdmin);
  },
};

export const DeactivateLastOwner: Story = {
  args: {
    dialog: { kind: 'deactivate', member: owner },
    actionError: teamMessages.lastOwner,
  },
  play: async () => {
    await expect(
      within(await screen.findByRole('alertdialog')).getByRole('alert'),
    ).toHaveTextContent(teamMessages.lastOwner);
  },
};

export const ReactivateDialogOpen: Story = {
  args: { dialog: { kind: 'reactivate', member: deactivatedAdmin } },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(
      screen.getByRole('button', { name: memberActionCopy.reactivate.confirm }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('reactivate', deactivatedAdmin);
  },
};

export const ResetPasswordDialogOpen: Story = {
  args: { dialog: { kind: 'resetPassword', member: operationsAdmin } },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(
      screen.getByRole('button', { name: memberActionCopy.resetPassword.confirm }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('resetPassword', operationsAdmin);
  },
};

/** After an addition or a reset: the one-time password, once, with a copy button. */
export const OneTimePasswordShown: Story = {
  args: {
    dialog: { kind: 'oneTimePassword', member: operationsAdmin, password: sampleOneTimePassword },
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: oneTimePasswordCopy.copy }));
    await expect(args.onCopy).toHaveBeenCalledWith(sampleOneTimePassword);
    await userEvent.click(screen.getByRole('button', { name: oneTimePasswordCopy.done }));
    await expect(args.onDialogChange).toHaveBeenLastCalledWith(null);
  },
};

export const Loading: Story = { args: { members: undefined, loading: true } };

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(teamScreenCopy.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { members: undefined, error: 'تعذّر الاتصال بالخادم' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = { args: { members: longTeam } };

export const Phone: Story = { ...onPhone, args: { members: longTeam } };

export const Tablet: Story = { ...onTablet };
