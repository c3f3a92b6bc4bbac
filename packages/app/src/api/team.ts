import {
  adminPaths,
  fillPath,
  teamAnswerSchema,
  teamMemberAnswerSchema,
  teamMemberWithPasswordAnswerSchema,
  type AdminRole,
  type NewTeamMember,
  type TeamMember,
  type TeamMemberWithPassword,
} from '@laqta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { authKeys } from './auth';
import { apiCall, apiPathOf } from './client';

export const teamKeys = {
  all: ['admin', 'team'] as const,
};

interface Answer<T> {
  data: T;
  message?: string;
}

/** `GET /api/admin/team` (owner only): every admin, deactivated ones too. */
export function useTeam(enabled: boolean) {
  return useQuery<TeamMember[], ApiError>({
    queryKey: teamKeys.all,
    queryFn: async ({ signal }) =>
      (await apiCall(teamAnswerSchema, 'GET', apiPathOf(adminPaths.api.team), { signal })).data,
    enabled,
    // A 403 will not turn into a 200 by asking again.
    retry: (count, error) => error.status !== 403 && count < 2,
  });
}

const memberPath = (
  path:
    | typeof adminPaths.api.teamMemberRole
    | typeof adminPaths.api.teamMemberDeactivate
    | typeof adminPaths.api.teamMemberReactivate
    | typeof adminPaths.api.teamMemberPassword,
  member: TeamMember,
) => apiPathOf(fillPath(path, { id: String(member.id) }));

/** Every team write answers `{ data, message }`; the list is read again after each. */
function useTeamWrite<Variables, Data>(write: (variables: Variables) => Promise<Answer<Data>>) {
  const queryClient = useQueryClient();
  return useMutation<Answer<Data>, ApiError, Variables>({
    mutationFn: write,
    onSettled: async () => {
      // The owner may have changed their own role: what the app shows them follows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.me }),
      ]);
    },
  });
}

/** `POST /api/admin/team`: 201 with the member and, when no password was set, a one-time one. */
export function useAddTeamMember() {
  return useTeamWrite((values: NewTeamMember) =>
    apiCall(teamMemberWithPasswordAnswerSchema, 'POST', apiPathOf(adminPaths.api.team), {
      body: values,
    }),
  );
}

/** `PUT /api/admin/team/{id}/role` with the `updated_at` loaded: 409 when another owner was first. */
export function useChangeTeamRole() {
  return useTeamWrite(({ member, role }: { member: TeamMember; role: AdminRole }) =>
    apiCall(teamMemberAnswerSchema, 'PUT', memberPath(adminPaths.api.teamMemberRole, member), {
      body: { role, updated_at: member.updated_at },
    }),
  );
}

/** Deactivate (signed out at once), reactivate, or reset the password (signed out everywhere). */
export function useTeamMemberAction() {
  return useTeamWrite(
    ({
      action,
      member,
    }: {
      action: 'deactivate' | 'reactivate' | 'resetPassword';
      member: TeamMember;
    }): Promise<Answer<TeamMember | TeamMemberWithPassword>> =>
      action === 'resetPassword'
        ? apiCall(
            teamMemberWithPasswordAnswerSchema,
            'POST',
            memberPath(adminPaths.api.teamMemberPassword, member),
            { body: {} },
          )
        : apiCall(
            teamMemberAnswerSchema,
            'POST',
            memberPath(
              action === 'deactivate'
                ? adminPaths.api.teamMemberDeactivate
                : adminPaths.api.teamMemberReactivate,
              member,
            ),
            { body: {} },
          ),
  );
}
