import {
  adminPaths,
  adminSessionsAnswerSchema,
  fillPath,
  messageOnlyAnswerSchema,
  otherSessionsSignedOutAnswerSchema,
  profileAnswerSchema,
  recoveryCodesAnswerSchema,
  twoFactorEnrolmentAnswerSchema,
  twoFactorPolicyAnswerSchema,
  type AdminUser,
  type PasswordChange,
  type Profile,
  type TwoFactorDisableRequest,
} from '@laqta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './auth';
import { apiCall, apiPathOf } from './client';
import { toFormData } from './formData';

export const profileKeys = {
  profile: ['admin', 'profile'] as const,
  sessions: ['admin', 'profile', 'sessions'] as const,
  twoFactorPolicy: ['admin', 'security', 'two-factor'] as const,
};

const path = (contractPath: string) => apiPathOf(contractPath);

/** `GET /api/admin/profile`: the signed-in admin with two-factor's state. */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: async ({ signal }) =>
      (await apiCall(profileAnswerSchema, 'GET', path(adminPaths.api.profile), { signal })).data,
  });
}

/** `GET /api/admin/profile/sessions`. */
export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: async ({ signal }) =>
      (
        await apiCall(adminSessionsAnswerSchema, 'GET', path(adminPaths.api.profileSessions), {
          signal,
        })
      ).data,
  });
}

/** `GET /api/admin/security/two-factor` (read by owners, who may change it). */
export function useTwoFactorPolicy(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.twoFactorPolicy,
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiCall(twoFactorPolicyAnswerSchema, 'GET', path(adminPaths.api.twoFactorPolicy), {
          signal,
        })
      ).data,
  });
}

/** Every change of the profile: the profile and the top bar's admin (name, avatar) read afresh. */
function useProfileChanged() {
  const queryClient = useQueryClient();
  return (profile?: Profile) => {
    if (profile) {
      queryClient.setQueryData(profileKeys.profile, profile);
      queryClient.setQueryData<AdminUser>(authKeys.me, (me) =>
        me ? { ...me, name: profile.name, avatar_url: profile.avatar_url } : me,
      );
    } else void queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true });
  };
}

/** `POST /api/admin/profile` with `_method=PUT` (multipart): name, updated_at, avatar. */
export function useSaveProfile() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: async (save: { name: string; updated_at: string; avatar: File | null }) =>
      (
        await apiCall(profileAnswerSchema, 'POST', path(adminPaths.api.profile), {
          body: toFormData({ _method: 'PUT', ...save }),
        })
      ).data,
    onSuccess: changed,
  });
}

/** `PUT /api/admin/profile/password`: other sessions end, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PasswordChange) =>
      apiCall(messageOnlyAnswerSchema, 'POST', path(adminPaths.api.profilePassword), {
        body: toFormData({ _method: 'PUT', ...values }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

/** Ends one session (`DELETE …/sessions/{id}`) or every other one (`DELETE …/sessions`). */
export function useSignOutSessions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
  return {
    one: useMutation({
      mutationFn: (id: number) =>
        apiCall(
          messageOnlyAnswerSchema,
          'DELETE',
          path(fillPath(adminPaths.api.profileSession, { id })),
        ),
      onSuccess: refresh,
    }),
    others: useMutation({
      mutationFn: () =>
        apiCall(otherSessionsSignedOutAnswerSchema, 'DELETE', path(adminPaths.api.profileSessions)),
      onSuccess: refresh,
    }),
  };
}

/** Two-factor of the signed-in admin: start, confirm, disable, new recovery codes. */
export function useTwoFactorActions() {
  const changed = useProfileChanged();
  return {
    start: async () =>
      (await apiCall(twoFactorEnrolmentAnswerSchema, 'POST', path(adminPaths.api.profileTwoFactor)))
        .data,
    confirm: async (code: string) => {
      const answer = await apiCall(
        recoveryCodesAnswerSchema,
        'POST',
        path(adminPaths.api.profileTwoFactorConfirm),
        { body: toFormData({ code }) },
      );
      changed();
      return answer.data;
    },
    disable: async (proof: TwoFactorDisableRequest) => {
      await apiCall(messageOnlyAnswerSchema, 'POST', path(adminPaths.api.profileTwoFactorDisable), {
        body: toFormData({ ...proof }),
      });
      changed();
    },
    regenerate: async (code: string) =>
      (
        await apiCall(
          recoveryCodesAnswerSchema,
          'POST',
          path(adminPaths.api.profileTwoFactorRecoveryCodes),
          { body: toFormData({ code }) },
        )
      ).data,
  };
}

/** `PUT /api/admin/security/two-factor` with the loaded `updated_at` (409 when stale → reloaded). */
export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: { two_factor_required: boolean; updated_at: string }) =>
      (
        await apiCall(twoFactorPolicyAnswerSchema, 'POST', path(adminPaths.api.twoFactorPolicy), {
          body: toFormData({
            _method: 'PUT',
            two_factor_required: values.two_factor_required ? '1' : '0',
            updated_at: values.updated_at,
          }),
        })
      ).data,
    onSuccess: (policy) => {
      queryClient.setQueryData(profileKeys.twoFactorPolicy, policy);
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: profileKeys.twoFactorPolicy }),
  });
}
