import type {
  CoreFormsScoreAlert,
  CoreFormsScoreAlertCounts,
  CoreFormsScoreAlertPage,
} from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { documentKeys } from '../documentCalls';

export type AlertStatus = 'open' | 'acknowledged';
export const alertsPageSize = 25;

// Under documentKeys.all: a document a patient completes (which may raise one) refreshes the queue live.
const alertKeys = {
  all: [...documentKeys.all, 'alerts'] as const,
  page: (status: AlertStatus, page: number) => [...documentKeys.all, 'alerts', status, page] as const,
  counts: [...documentKeys.all, 'alerts', 'counts'] as const,
};

export function useScoreAlerts(status: AlertStatus, page: number) {
  return useQuery({
    queryKey: alertKeys.page(status, page),
    queryFn: () =>
      apiRequest<CoreFormsScoreAlertPage>(
        'GET',
        `/api/core/ScoreAlerts?status=${status}&page=${page}&pageSize=${alertsPageSize}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Open alerts, for the menu's badge. */
export function useOpenAlertCount(): number | undefined {
  return useQuery({
    queryKey: alertKeys.counts,
    queryFn: () => apiRequest<CoreFormsScoreAlertCounts>('GET', '/api/core/ScoreAlerts/Counts'),
  }).data?.open;
}

export function useAcknowledgeAlert(onDone: () => void) {
  return useApiMutation(
    ({ id, note }: { id: string; note: string }) =>
      apiRequest<CoreFormsScoreAlert>(
        'PATCH',
        `/api/core/ScoreAlerts/${encodeURIComponent(id)}/Acknowledge`,
        {
          note,
        },
      ),
    [alertKeys.all],
    onDone,
  );
}
