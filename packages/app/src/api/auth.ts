import {
  adminPaths,
  loginResponseSchema,
  meResponseSchema,
  type AdminUser,
  type LoginRequest,
  type LoginResponse,
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
export async function login(values: LoginRequest): Promise<LoginResponse> {
  const answer = await apiPost<unknown>(apiPathOf(adminPaths.api.login), toFormData({ ...values }));
  return loginResponseSchema.parse(answer);
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
