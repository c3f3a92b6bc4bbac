import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/auth';
import { setUnauthorizedHandler } from '../api/client';
import { clearToken } from './tokenStorage';

/** How long logout waits for the server before leaving anyway. */
const LOGOUT_TIMEOUT_MS = 5000;

/** Forgets the session in this browser: token, token type and every cached answer (the user too). */
function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
}

/**
 * Logout (specification §4, ARCHITECTURE.md §7): revokes the token on the server, best effort — a failure
 * is only logged — then clears the token, token type and user, and goes to /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const forget = useForgetSession();
  return useCallback(async () => {
    try {
      await logout(AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      forget();
      navigate('/login', { replace: true });
    }
  }, [forget, navigate]);
}

/** While mounted: any 401 from the API clears the stored session and goes to /login (beyond the spec). */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const forget = useForgetSession();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      forget();
      navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [forget, navigate]);
}
