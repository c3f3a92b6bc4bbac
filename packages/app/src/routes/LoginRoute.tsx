import { adminPaths } from '@laqta/contract';
import type { LoginRequest } from '@laqta/contract';
import { LoginPanel } from '@laqta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/ApiError';
import { authKeys, useLogin } from '../api/auth';
import { loginErrorOf } from '../auth/loginError';
import { storeToken } from '../auth/tokenStorage';

/** /login: signs in, stores `token` and `token_type`, and goes to /admin/home. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();

  const submit = (values: LoginRequest) => {
    login.mutate(values, {
      onSuccess: ({ data }) => {
        storeToken({ token: data.token.access_token, tokenType: data.token.type });
        queryClient.setQueryData(authKeys.me, data.user);
        navigate(adminPaths.pages.home, { replace: true });
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 422))
          console.error('Login failed', error);
      },
    });
  };

  return (
    <LoginPanel
      onSubmit={submit}
      loading={login.isPending}
      error={login.isError ? loginErrorOf(login.error) : null}
    />
  );
}
