import { adminPaths, fillPath } from '@laqta/contract';
import type { Billboard } from '@laqta/contract';
import { useAdminDetail } from '../lists/queries';
import { apiPathOf } from './client';

export const BILLBOARDS_PATH = apiPathOf(adminPaths.api.billboards);

/** `GET /api/admin/billboards/{id}`. */
export function useBillboard(id: string) {
  return useAdminDetail<Billboard>(apiPathOf(fillPath(adminPaths.api.billboard, { id })));
}
