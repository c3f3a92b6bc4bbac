import { Navigate, Outlet } from 'react-router-dom';
import { hasToken } from './tokenStorage';

/**
 * The /admin guard (specification §2): the back office renders only when a login token is stored;
 * otherwise the visitor is sent to /. Whether the token is still valid is the server's call (a 401
 * then leads to /login).
 */
export function AdminGuard() {
  return hasToken() ? <Outlet /> : <Navigate to="/" replace />;
}
