import { roleMay, type AdminRole, type Permission } from '@laqta/contract';
import { useCallback } from 'react';
import { useMe } from '../api/auth';

/**
 * The signed-in admin's role (from the login answer, then `GET /api/admin/auth/me`), or null while it
 * is not known yet.
 */
export function useAdminRole(): AdminRole | null {
  return useMe().data?.role ?? null;
}

/**
 * `may(permission)`: whether the signed-in admin's role holds a permission of contract `roles.ts`.
 * Screens hide or disable the buttons of writes their admin may not make — a courtesy only, the
 * server checks every write (403). While the role is unknown (the first `me` still loading) nothing
 * is allowed, so a button never flashes in and out.
 */
export function useMay(): (permission: Permission) => boolean {
  const role = useAdminRole();
  return useCallback(
    (permission: Permission) => role !== null && roleMay(role, permission),
    [role],
  );
}
