import {
  adminPaths,
  displayOrderAnswerSchema,
  fillPath,
  serviceAnswerSchema,
  serviceDeletedAnswerSchema,
  type Service,
  type ServiceAction,
  type ServiceFormOutput,
} from '@laqta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiCall, apiPathOf, checkedAnswer } from './client';
import { toFormData } from './formData';
import { postForAnswer, sendForAnswer } from './rawPost';
import { recordActionError } from './recordActionError';
import { listKeys } from '../lists/queries';

const SERVICES_PATH = apiPathOf(adminPaths.api.services);
const servicePath = (id: number | string) => apiPathOf(fillPath(adminPaths.api.service, { id }));

export interface ServiceSave {
  values: ServiceFormOutput;
  image: File | null;
}

/** The multipart form the API reads (price in halalas, the active switch as 1/0). */
function serviceForm({ values, image }: ServiceSave, method?: 'PUT') {
  return toFormData({
    ...(method ? { _method: method } : {}),
    ...values,
    is_active: values.is_active ? '1' : '0',
    image,
  });
}

/** After a save: the record is fresh in the cache and every services list refetches. */
function useStoreSavedService() {
  const queryClient = useQueryClient();
  return (service: Service) => {
    queryClient.setQueryData(listKeys.detail(adminPaths.api.service, service.id), service);
    void queryClient.invalidateQueries({ queryKey: ['list', SERVICES_PATH] });
  };
}

/** `POST /api/admin/services` (multipart). */
export function useCreateService() {
  const store = useStoreSavedService();
  return useMutation<Service, ApiError, ServiceSave>({
    mutationFn: async (save) =>
      (await apiCall(serviceAnswerSchema, 'POST', SERVICES_PATH, { body: serviceForm(save) })).data,
    onSuccess: store,
  });
}

/** `POST /api/admin/services/{id}` with `_method=PUT` (multipart; no image keeps the current one). */
export function useUpdateService(id: string) {
  const store = useStoreSavedService();
  return useMutation<Service, ApiError, ServiceSave>({
    mutationFn: async (save) =>
      (
        await apiCall(serviceAnswerSchema, 'POST', servicePath(id), {
          body: serviceForm(save, 'PUT'),
        })
      ).data,
    onSuccess: store,
  });
}

/** After a state change, a delete or a new order: the services' lists and records refetch. */
function useRefreshServices() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['list', SERVICES_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['detail', adminPaths.api.service] });
  };
}

/** `POST /api/admin/services/{id}/status`: activate, deactivate, archive, unarchive. */
export function useServiceStatusAction(service: Service | undefined) {
  const refresh = useRefreshServices();
  return async (action: ServiceAction): Promise<void> => {
    if (!service) return;
    const path = apiPathOf(fillPath(adminPaths.api.serviceStatus, { id: service.id }));
    const { status, payload } = await postForAnswer(path, {
      action,
      updated_at: service.updated_at,
    });
    refresh();
    if (status < 200 || status >= 300) throw recordActionError(status, payload);
    checkedAnswer(serviceAnswerSchema, payload, path);
  };
}

/** `DELETE /api/admin/services/{id}`: only while no order used it (else the server's 422 words). */
export function useDeleteService(service: Service | undefined, onDeleted: () => void) {
  const refresh = useRefreshServices();
  return async (): Promise<void> => {
    if (!service) return;
    const { status, payload } = await sendForAnswer('DELETE', servicePath(service.id), {
      updated_at: service.updated_at,
    });
    if (status < 200 || status >= 300) {
      if (status === 409) refresh();
      throw recordActionError(status, payload);
    }
    refresh();
    checkedAnswer(serviceDeletedAnswerSchema, payload, servicePath(service.id));
    onDeleted();
  };
}

/** `PUT /api/admin/services/order` with the moved services' positions. */
export function useSaveServicesOrder() {
  const refresh = useRefreshServices();
  return async (items: { id: number; sort_order: number }[]): Promise<void> => {
    const path = apiPathOf(adminPaths.api.servicesOrder);
    const { status, payload } = await sendForAnswer('PUT', path, { items });
    refresh();
    if (status < 200 || status >= 300) throw recordActionError(status, payload);
    checkedAnswer(displayOrderAnswerSchema, payload, path);
  };
}
