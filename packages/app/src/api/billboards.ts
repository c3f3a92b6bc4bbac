import type { Billboard } from '@laqta/contract';
import { useAdminDetail, useAdminList } from './lists';
import type { ListQueryParams } from '../lists/useListState';

export const BILLBOARDS_PATH = '/admin/billboards';

/** A page of `GET /api/admin/billboards`. */
export function useBillboardList(query: ListQueryParams) {
  return useAdminList<Billboard>(BILLBOARDS_PATH, query);
}

/** `GET /api/admin/billboards/{id}`. */
export function useBillboard(id: string) {
  return useAdminDetail<Billboard>(`${BILLBOARDS_PATH}/${id}`);
}
