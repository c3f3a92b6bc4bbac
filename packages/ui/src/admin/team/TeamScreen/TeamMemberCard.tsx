import { adminRoleLabels, adminRoles, type AdminRole, type TeamMember } from '@laqta/contract';
import { clsx } from 'clsx';
import { KeyRound, Power, PowerOff, Save, ShieldCheck, ShieldOff } from 'lucide-react';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { DateText } from '../../../primitives/DateText';
import { controlBorder, controlClassName } from '../../../primitives/FormField/FormField';
import { StatusPill } from '../../StatusPill';
import { UserAvatar } from '../../UserMenu';
import { memberActionCopy, type MemberAction } from '../MemberActionDialog';

export const teamMemberCopy = {
  you: 'أنت',
  ownPassword: 'كلمة سرك تغيّرها من ملفك الشخصي',
  active: 'نشط',
  deactivated: 'موقوف',
  roleOf: (name: string) => `دور ${name}`,
  saveRole: 'حفظ الدور',
  savingRole: 'جاري الحفظ...',
  added: 'أُضيف',
  deactivatedSince: 'موقوف منذ',
  resetPassword: 'إعادة تعيين كلمة السر',
  twoFactorOn: 'التحقق بخطوتين مفعّل',
  twoFactorOff: 'التحقق بخطوتين غير مفعّل',
  lastSignIn: 'آخر دخول',
  neverSignedIn: 'لم يسجّل الدخول بعد',
} as const;

export interface TeamMemberCardProps {
  member: TeamMember;
  /** The signed-in owner's own card. */
  isYou: boolean;
  /** The role shown in the picker: the saved one, or the owner's unsaved choice. */
  roleDraft: AdminRole;
  onRoleDraftChange: (role: AdminRole) => void;
  onRoleSave: (role: AdminRole) => void;
  roleSaving: boolean;
  /** Why the last role change failed (409 stale, last owner…). */
  roleError: string | null;
  /** Opens the confirmation of an action. */
  onAction: (action: MemberAction) => void;
}

/** One admin: who, their role (changeable), whether they may sign in, and their access actions. */
export function TeamMemberCard({
  member,
  isYou,
  roleDraft,
  onRoleDraftChange,
  onRoleSave,
  roleSaving,
  roleError,
  onAction,
}: TeamMemberCardProps) {
  const active = member.deactivated_at === null;
  const changed = roleDraft !== member.role;
  return (
    <article
      aria-label={member.name}
      className={clsx(
        'flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card',
        !active && 'bg-surface-muted',
      )}
    >
      <div className="flex items-start gap-3">
        <UserAvatar name={member.name} src={member.avatar_url} className="size-11 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-bold break-words text-ink">
            {member.name}
            {isYou && <StatusPill label={teamMemberCopy.you} tone="brand" />}
          </h2>
          <p dir="ltr" className="ltr-value text-sm break-all text-ink-muted">
            {member.email}
          </p>
        </div>
        <StatusPill
          label={active ? teamMemberCopy.active : teamMemberCopy.deactivated}
          tone={active ? 'success' : 'danger'}
        />
      </div>

      <dl className="flex flex-col gap-1 text-sm text-ink-muted">
        <div>
          <dt className="inline">
            {active ? teamMemberCopy.added : teamMemberCopy.deactivatedSince}
          </dt>{' '}
          <dd className="inline">
            <DateText value={member.deactivated_at ?? member.created_at} />
          </dd>
        </div>
        {member.last_signed_in_at !== undefined && (
          <div>
            <dt className="inline">{teamMemberCopy.lastSignIn}:</dt>{' '}
            <dd className="inline">
              {member.last_signed_in_at === null ? (
                teamMemberCopy.neverSignedIn
              ) : (
                <DateText value={member.last_signed_in_at} withTime />
              )}
            </dd>
          </div>
        )}
      </dl>
      <p className="-mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
        {member.two_factor_enabled ? (
          <ShieldCheck className="size-4 text-success-700" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-4" aria-hidden="true" />
        )}
        <span>
          {member.two_factor_enabled ? teamMemberCopy.twoFactorOn : teamMemberCopy.twoFactorOff}
        </span>
      </p>

      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={teamMemberCopy.roleOf(member.name)}
          value={roleDraft}
          onChange={(event) => onRoleDraftChange(event.target.value as AdminRole)}
          aria-invalid={roleError ? true : undefined}
          disabled={roleSaving}
          className={clsx(controlClassName, controlBorder(Boolean(roleError)), 'w-auto min-w-40')}
        >
          {adminRoles.map((role) => (
            <option key={role} value={role}>
              {adminRoleLabels[role]}
            </option>
          ))}
        </select>
        {(changed || roleSaving) && (
          <Button
            size="sm"
            icon={<Save className="size-4" aria-hidden="true" />}
            loading={roleSaving}
            loadingText={teamMemberCopy.savingRole}
            onClick={() => onRoleSave(roleDraft)}
          >
            {teamMemberCopy.saveRole}
          </Button>
        )}
      </div>
      {roleError && <Alert tone="error">{roleError}</Alert>}

      <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
        {active ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              icon={<PowerOff className="size-4" aria-hidden="true" />}
              onClick={() => onAction('deactivate')}
            >
              {memberActionCopy.deactivate.confirm}
            </Button>
            {/* The server refuses a reset of one's own password: the profile asks for the current one. */}
            {isYou ? (
              <p className="self-center text-sm text-ink-muted">{teamMemberCopy.ownPassword}</p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                icon={<KeyRound className="size-4" aria-hidden="true" />}
                onClick={() => onAction('resetPassword')}
              >
                {teamMemberCopy.resetPassword}
              </Button>
            )}
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            icon={<Power className="size-4" aria-hidden="true" />}
            onClick={() => onAction('reactivate')}
          >
            {memberActionCopy.reactivate.confirm}
          </Button>
        )}
      </div>
    </article>
  );
}
