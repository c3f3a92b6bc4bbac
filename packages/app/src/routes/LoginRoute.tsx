import { adminPaths, authMessages, twoFactorSignInMessages } from '@laqta/contract';
import type { LoginRequest, LoginResponse } from '@laqta/contract';
import { LoginPanel, type LoginPanelError } from '@laqta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/ApiError';
import { authKeys, useLogin, useLoginTwoFactor } from '../api/auth';
import { loginErrorOf } from '../auth/loginError';
import { storeToken } from '../auth/tokenStorage';

/** The second step's failure: the server's message (a wrong code keeps the challenge). */
function twoFactorErrorOf(error: unknown): { message: string; detail?: string } {
  if (error instanceof ApiError && error.status === 422)
    return { message: error.message || twoFactorSignInMessages.codeWrong };
  if (error instanceof ApiError && error.status === 429)
    return { message: authMessages.loginFailed, detail: error.message };
  return { message: authMessages.loginFailed };
}

/**
 * /login: signs in, stores `token` and `token_type`, and goes to /admin/home. For an admin with
 * two-factor on, the password's answer is a challenge: the code step takes the form's place until
 * a code (or a recovery code) signs in; an expired challenge goes back to the password.
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const twoFactor = useLoginTwoFactor();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [expired, setExpired] = useState<LoginPanelError | null>(null);

  const signedIn = (data: LoginResponse['data']) => {
    storeToken({ token: data.token.access_token, tokenType: data.token.type });
    queryClient.setQueryData(authKeys.me, data.user);
    navigate(adminPaths.pages.home, { replace: true });
  };

  const submit = (values: LoginRequest) => {
    setExpired(null);
    setEmail(values.email);
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('two_factor' in answer.data) {
          twoFactor.reset();
          setChallenge(answer.data.two_factor.challenge);
        } else signedIn(answer.data);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 422))
          console.error('Login failed', error);
      },
    });
  };

  const backToPassword = (error: LoginPanelError | null) => {
    setChallenge(null);
    login.reset();
    twoFactor.reset();
    setExpired(error);
  };

  const submitCode = (code: string) => {
    if (!challenge) return;
    twoFactor.mutate(
      { challenge, code },
      {
        onSuccess: (answer) => signedIn(answer.data),
        onError: (error) => {
          // An unknown or expired challenge cannot be retried: the password is asked again.
          if (error instanceof ApiError && error.status === 422 && error.errors.challenge)
            backToPassword({ message: error.errors.challenge[0] ?? error.message });
          else if (!(error instanceof ApiError && error.status === 422))
            console.error('Two-factor sign-in failed', error);
        },
      },
    );
  };

  return (
    <LoginPanel
      onSubmit={submit}
      loading={login.isPending}
      error={expired ?? (login.isError ? loginErrorOf(login.error) : null)}
      defaultValues={{ email }}
      twoFactor={
        challenge
          ? {
              onSubmit: submitCode,
              onBack: () => backToPassword(null),
              loading: twoFactor.isPending,
              error: twoFactor.isError ? twoFactorErrorOf(twoFactor.error) : null,
            }
          : null
      }
    />
  );
}
