import { AdminLayout } from '@laqta/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { useMe } from '../../api/auth';
import { useSignOut, useUnauthorizedRedirect } from '../../auth/session';

/** The back office frame: the layout fed with the signed-in admin, logout, and the current screen. */
export default function AdminShell() {
  useUnauthorizedRedirect();
  const { pathname } = useLocation();
  const me = useMe();
  const signOut = useSignOut();
  return (
    <AdminLayout currentPath={pathname} user={me.data ?? null} onLogout={() => void signOut()}>
      <Outlet />
    </AdminLayout>
  );
}
