import { AdminLayout, ForbiddenScreen } from '@laqta/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../api/auth';
import { useSignOut, useUnauthorizedRedirect } from '../../auth/session';
import { useTwoFactorEnrolmentRedirect } from '../../auth/useTwoFactorEnrolmentRedirect';
import { useMay } from '../../auth/useAdminPermission';
import { permissionOfPage } from './pagePermissions';

/**
 * The back office frame: the layout fed with the signed-in admin, logout, and the current screen —
 * or the 403 screen when the page is outside the admin's role (nothing until the role is known).
 */
export default function AdminShell() {
  useUnauthorizedRedirect();
  useTwoFactorEnrolmentRedirect();
  const { pathname } = useLocation();
  const me = useMe();
  const may = useMay();
  const signOut = useSignOut();
  const required = permissionOfPage(pathname);
  const screen =
    required === null || may(required) ? <Outlet /> : me.data ? <ForbiddenScreen /> : null;
  return (
    <AdminLayout currentPath={pathname} user={me.data ?? null} onLogout={() => void signOut()}>
      {screen}
    </AdminLayout>
  );
}
