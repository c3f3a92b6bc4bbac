import { authMessages, type LoginRequest } from '@laqta/contract';
import { LoginPanel, type LoginPanelError } from '@laqta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/ApiError';
import { authKeys, useLogin } from '../api/auth';
import { storeToken } from '../auth/tokenStorage';

/**
 * What the red box shows (specification §5, §8): a 422 keeps the server's message (default
 * 'Validation failed') and field errors; any other failure reads 'حدث خطأ في تسجيل الدخول', with
 * the server's reason beneath when it gave one (such as the wait after too many attempts).
 */
export function loginErrorOf(error: unknown): LoginPanelError {
  if (error instanceof ApiError && error.status === 422) {
    return { message: error.message || authMessages.validationFallback, fieldErrors: error.errors };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { message: authMessages.loginFailed, detail: error.message };
  }
  return { message: authMessages.loginFailed };
}

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
        navigate('/admin/home', { replace: true });
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
