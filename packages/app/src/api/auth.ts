import {
  adminPaths,
  loginAnswerSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  type AdminUser,
  type LoginAnswer,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorSignInRequest,
} from '@laqta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall, apiPathOf } from './client';
import { toFormData } from './formData';

export const authKeys = {
  me: ['admin', 'auth', 'me'] as const,
};

/**
 * `POST /api/admin/auth/login` as the specification sends it (multipart email + password); the
 * answer is checked against the contract, so a malformed success is a failure too.
 */
export function login(values: LoginRequest): Promise<LoginAnswer> {
  // An admin with two-factor on gets a challenge for the second step instead of a token.
  return apiCall(loginAnswerSchema, 'POST', apiPathOf(adminPaths.api.login), {
    body: toFormData({ ...values }),
  });
}

/**
 * `POST /api/admin/auth/two-factor`: the login answer's challenge with a code from the app or a
 * recovery code; answers as sign-in does for an admin without two-factor.
 */
export function loginTwoFactor(values: TwoFactorSignInRequest): Promise<LoginResponse> {
  return apiCall(loginResponseSchema, 'POST', apiPathOf(adminPaths.api.loginTwoFactor), {
    body: toFormData({ ...values }),
  });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The signed-in admin (`GET /api/admin/auth/me`). */
export function useMe() {
  return useQuery({
    queryKey: authKeys.me,
    queryFn: async ({ signal }): Promise<AdminUser> =>
      (await apiCall(meResponseSchema, 'GET', apiPathOf(adminPaths.api.me), { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/admin/auth/logout`: revokes the token of this session on the server. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await apiCall(logoutResponseSchema, 'POST', apiPathOf(adminPaths.api.logout), { signal });
}
