import { type AdminRole, type NewTeamMember, type TeamMember } from '@laqta/contract';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { PageTitle } from '../../../primitives/PageTitle';
import { Spinner } from '../../../primitives/Spinner';
import { AddMemberDialog } from '../AddMemberDialog';
import { MemberActionDialog, type MemberAction } from '../MemberActionDialog';
import { OneTimePasswordDialog } from '../OneTimePasswordDialog';
import { TeamMemberCard } from './TeamMemberCard';

export const teamScreenCopy = {
  title: 'فريق العمل',
  description:
    'المشرفون وأدوارهم: المالك يدير الفريق، والعمليات الطلبات، والمالية المبالغ، والمحتوى الصفحات.',
  add: 'إضافة مشرف',
  loading: 'جاري تحميل فريق العمل...',
  loadFailed: 'تعذّر تحميل فريق العمل',
  empty: 'لا يوجد مشرفون بعد',
  emptyHint: 'أضف أول مشرف في فريقك.',
  listLabel: 'المشرفون',
} as const;

/** The dialog open on the team screen, if any (the app opens and closes it). */
export type TeamDialog =
  | { kind: 'add' }
  | { kind: MemberAction; member: TeamMember }
  | { kind: 'oneTimePassword'; member: TeamMember; password: string };

/** A role change under way or refused, for one admin's card. */
export interface RoleChangeState {
  memberId: number;
  saving: boolean;
  error: string | null;
}

export interface TeamScreenProps {
  members?: TeamMember[];
  loading?: boolean;
  /** Why the list could not be loaded (with a retry). */
  error?: string | null;
  onRetry: () => void;
  /** The signed-in owner, marked "أنت". */
  currentAdminId?: number | null;
  dialog: TeamDialog | null;
  onDialogChange: (dialog: TeamDialog | null) => void;
  /** The open dialog's action is running. */
  busy?: boolean;
  /** Why the open dialog's action failed (the server's Arabic message). */
  actionError?: string | null;
  /** The server's 422 per field of the add form. */
  addFieldErrors?: Record<string, string[]>;
  onAdd: (values: NewTeamMember) => void;
  /** Runs the confirmed action of the open dialog. */
  onAction: (action: MemberAction, member: TeamMember) => void;
  /** Saves a new role (the app sends the `updated_at` of `member`, as loaded). */
  onRoleSave: (member: TeamMember, role: AdminRole) => void;
  roleChange?: RoleChangeState | null;
  /** The last success, e.g. 'تم تغيير الدور'. */
  notice?: string | null;
  onCopy: (text: string) => Promise<void>;
}

/** `/admin/team` (owner only): the admins, their roles and access, and adding one. */
export function TeamScreen({
  members,
  loading,
  error,
  onRetry,
  currentAdminId,
  dialog,
  onDialogChange,
  busy,
  actionError,
  addFieldErrors,
  onAdd,
  onAction,
  onRoleSave,
  roleChange,
  notice,
  onCopy,
}: TeamScreenProps) {
  // The role chosen on each card; kept when a save is refused (409), so the owner's choice stays.
  const [roleDrafts, setRoleDrafts] = useState<Record<number, AdminRole>>({});
  const closeDialog = (open: boolean) => {
    if (!open) onDialogChange(null);
  };

  return (
    <>
      <PageTitle
        title={teamScreenCopy.title}
        description={teamScreenCopy.description}
        actions={
          <Button
            icon={<UserPlus className="size-4" aria-hidden="true" />}
            onClick={() => onDialogChange({ kind: 'add' })}
          >
            {teamScreenCopy.add}
          </Button>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {error ? (
        <ErrorWithRetry title={teamScreenCopy.loadFailed} onRetry={onRetry}>
          {error}
        </ErrorWithRetry>
      ) : loading && !members ? (
        <div className="flex justify-center py-16">
          <Spinner label={teamScreenCopy.loading} />
        </div>
      ) : !members || members.length === 0 ? (
        <EmptyState
          title={teamScreenCopy.empty}
          description={teamScreenCopy.emptyHint}
          icon={<Users className="size-7" />}
        />
      ) : (
        <ul aria-label={teamScreenCopy.listLabel} className="grid gap-3 xl:grid-cols-2">
          {members.map((member) => (
            <li key={member.id}>
              <TeamMemberCard
                member={member}
                isYou={member.id === currentAdminId}
                roleDraft={roleDrafts[member.id] ?? member.role}
                onRoleDraftChange={(role) =>
                  setRoleDrafts((drafts) => ({ ...drafts, [member.id]: role }))
                }
                onRoleSave={(role) => onRoleSave(member, role)}
                roleSaving={roleChange?.memberId === member.id && roleChange.saving}
                roleError={roleChange?.memberId === member.id ? roleChange.error : null}
                onAction={(kind) => onDialogChange({ kind, member })}
              />
            </li>
          ))}
        </ul>
      )}

      <AddMemberDialog
        open={dialog?.kind === 'add'}
        onOpenChange={closeDialog}
        onSubmit={onAdd}
        busy={dialog?.kind === 'add' && busy}
        error={dialog?.kind === 'add' ? actionError : null}
        fieldErrors={addFieldErrors}
      />
      {dialog && dialog.kind !== 'add' && dialog.kind !== 'oneTimePassword' && (
        <MemberActionDialog
          open
          onOpenChange={closeDialog}
          action={dialog.kind}
          member={dialog.member}
          onConfirm={() => onAction(dialog.kind, dialog.member)}
          busy={busy}
          error={actionError}
        />
      )}
      {dialog?.kind === 'oneTimePassword' && (
        <OneTimePasswordDialog
          open
          onOpenChange={closeDialog}
          name={dialog.member.name}
          password={dialog.password}
          onCopy={onCopy}
        />
      )}
    </>
  );
}
