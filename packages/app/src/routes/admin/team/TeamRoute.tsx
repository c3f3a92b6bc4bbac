import type { TeamMember, TeamMemberWithPassword } from '@laqta/contract';
import { ForbiddenScreen, TeamScreen, type RoleChangeState, type TeamDialog } from '@laqta/ui';
import { useState } from 'react';
import type { ApiError } from '../../../api/ApiError';
import { useMe } from '../../../api/auth';
import {
  useAddTeamMember,
  useChangeTeamRole,
  useTeam,
  useTeamMemberAction,
} from '../../../api/team';
import { useMay } from '../../../auth/useAdminPermission';
import { errorMessageOf } from '../../../lists/queries';

/** The server's Arabic words for a refused write (422's first field message, 409, 403…). */
const failureOf = (error: ApiError | null) => errorMessageOf(error);

/** `/admin/team` (owner only; AdminShell shows the 403 screen to other roles). */
export default function TeamRoute() {
  const may = useMay();
  const me = useMe();
  const team = useTeam(may('team'));
  const add = useAddTeamMember();
  const changeRole = useChangeTeamRole();
  const act = useTeamMemberAction();
  const [dialog, setDialog] = useState<TeamDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (team.error?.status === 403) return <ForbiddenScreen description={team.error.message} />;

  const openDialog = (next: TeamDialog | null) => {
    add.reset();
    act.reset();
    setDialog(next);
  };
  /** After an addition or a reset: the one-time password once, or just the server's word. */
  const showOutcome = (answer: { data: TeamMemberWithPassword; message?: string }) => {
    setNotice(answer.message ?? null);
    const { member, one_time_password: password } = answer.data;
    setDialog(password ? { kind: 'oneTimePassword', member, password } : null);
  };

  const roleChange: RoleChangeState | null = changeRole.variables
    ? {
        memberId: changeRole.variables.member.id,
        saving: changeRole.isPending,
        error: failureOf(changeRole.error),
      }
    : null;

  return (
    <TeamScreen
      members={team.data}
      loading={team.isPending && team.fetchStatus !== 'idle'}
      error={team.isError ? errorMessageOf(team.error) : null}
      onRetry={() => void team.refetch()}
      currentAdminId={me.data?.id ?? null}
      dialog={dialog}
      onDialogChange={openDialog}
      busy={add.isPending || act.isPending}
      actionError={failureOf(add.error) ?? failureOf(act.error)}
      addFieldErrors={add.error?.errors}
      onAdd={(values) => {
        setNotice(null);
        add.mutate(values, { onSuccess: showOutcome });
      }}
      onAction={(action, member) => {
        setNotice(null);
        act.mutate(
          { action, member },
          {
            onSuccess: (answer) => {
              if (action === 'resetPassword')
                showOutcome(answer as { data: TeamMemberWithPassword; message?: string });
              else {
                setNotice(answer.message ?? null);
                setDialog(null);
              }
            },
          },
        );
      }}
      onRoleSave={(member: TeamMember, role) => {
        setNotice(null);
        // A 409 reloads the list (onSettled); the screen keeps the chosen role to save again.
        changeRole.mutate(
          { member, role },
          { onSuccess: (answer) => setNotice(answer.message ?? null) },
        );
      }}
      roleChange={roleChange}
      notice={notice}
      onCopy={(text) => navigator.clipboard.writeText(text)}
    />
  );
}
