import {
  adminPaths,
  loginChallengeResponseSchema,
  loginResponseSchema,
  meResponseSchema,
  type AdminUser,
  type LoginChallengeResponse,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorSignInRequest,
} from '@laqta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiPathOf } from './client';
import { toFormData } from './formData';

export const authKeys = {
  me: ['admin', 'auth', 'me'] as const,
};

/**
 * `POST /api/admin/auth/login` as the specification sends it (multipart email + password); the
 * answer is checked against the contract, so a malformed success is a failure too.
 */
export async function login(values: LoginRequest): Promise<LoginResponse | LoginChallengeResponse> {
  const answer = await apiPost<unknown>(apiPathOf(adminPaths.api.login), toFormData({ ...values }));
  // An admin with two-factor on gets a challenge for the second step instead of a token.
  const challenge = loginChallengeResponseSchema.safeParse(answer);
  return challenge.success ? challenge.data : loginResponseSchema.parse(answer);
}

/**
 * `POST /api/admin/auth/two-factor`: the login answer's challenge with a code from the app or a
 * recovery code; answers as sign-in does for an admin without two-factor.
 */
export async function loginTwoFactor(values: TwoFactorSignInRequest): Promise<LoginResponse> {
  const answer = await apiPost<unknown>(
    apiPathOf(adminPaths.api.loginTwoFactor),
    toFormData({ ...values }),
  );
  return loginResponseSchema.parse(answer);
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
      meResponseSchema.parse(await apiGet<unknown>(apiPathOf(adminPaths.api.me), { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/admin/auth/logout`: revokes the token of this session on the server. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await apiPost<unknown>(apiPathOf(adminPaths.api.logout), undefined, { signal });
}
