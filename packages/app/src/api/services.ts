import { adminPaths, fillPath } from '@laqta/contract';
import { type Service, type ServiceAnswer, type ServiceFormOutput } from '@laqta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './ApiError';
import { apiPathOf, apiPost } from './client';
import { toFormData } from './formData';
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
      (await apiPost<ServiceAnswer>(SERVICES_PATH, serviceForm(save))).data,
    onSuccess: store,
  });
}

/** `POST /api/admin/services/{id}` with `_method=PUT` (multipart; no image keeps the current one). */
export function useUpdateService(id: string) {
  const store = useStoreSavedService();
  return useMutation<Service, ApiError, ServiceSave>({
    mutationFn: async (save) =>
      (await apiPost<ServiceAnswer>(servicePath(id), serviceForm(save, 'PUT'))).data,
    onSuccess: store,
  });
}
