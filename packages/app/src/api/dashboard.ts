import {
  dashboardLatestOrdersAnswerSchema,
  dashboardMonthlySeriesAnswerSchema,
  dashboardPaths,
  dashboardStatisticsAnswerSchema,
  dashboardTopIncomePhotographerAnswerSchema,
  dashboardTopPhotographersAnswerSchema,
  type SuccessAnswer,
} from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import { apiCall, apiPathOf } from './client';

type DashboardPart = keyof typeof dashboardPaths;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  part: (part: DashboardPart) => ['dashboard', part] as const,
};

export const dashboardErrorMessages = {
  network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك ثم أعد المحاولة.',
  server: 'حدث خطأ أثناء تحميل هذه البيانات. أعد المحاولة بعد قليل.',
} as const;

/** What a dashboard part needs from its query: the ui parts take exactly these props. */
export interface DashboardPartQuery<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** An Arabic sentence for a failed call: the server's own Arabic message, or a general one. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return dashboardErrorMessages.network;
  if (error instanceof Error && /[\u0600-\u06FF]/.test(error.message)) return error.message;
  return dashboardErrorMessages.server;
}

/** One dashboard part, fetched on its own so it loads, fails and retries independently of the others. */
function useDashboardPart<T>(
  part: DashboardPart,
  answer: z.ZodType<SuccessAnswer<T>>,
): DashboardPartQuery<T> {
  const query = useQuery({
    queryKey: dashboardKeys.part(part),
    queryFn: async ({ signal }) =>
      (await apiCall(answer, 'GET', apiPathOf(dashboardPaths[part]), { signal })).data,
  });
  return {
    data: query.data,
    loading: query.isPending && !query.isError,
    error: query.isError ? messageOf(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

export const useDashboardStatistics = () =>
  useDashboardPart('statistics', dashboardStatisticsAnswerSchema);
export const useDashboardMonthlySeries = () =>
  useDashboardPart('monthlySeries', dashboardMonthlySeriesAnswerSchema);
export const useDashboardTopIncomePhotographer = () =>
  useDashboardPart('topIncomePhotographer', dashboardTopIncomePhotographerAnswerSchema);
export const useDashboardTopPhotographers = () =>
  useDashboardPart('topPhotographers', dashboardTopPhotographersAnswerSchema);
export const useDashboardLatestOrders = () =>
  useDashboardPart('latestOrders', dashboardLatestOrdersAnswerSchema);
