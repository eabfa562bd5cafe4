import type { CoreBillingTakings } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, httpClient } from '../../api/httpClient';
import { saveBlob } from '../documents/documentCalls';

const query = (date: string, locationId: string | null) =>
  new URLSearchParams({ date, ...(locationId ? { locationId } : {}) }).toString();

export function useTakings(date: string, locationId: string | null) {
  return useQuery({
    queryKey: ['core', 'Billing', 'Takings', date, locationId],
    queryFn: () =>
      apiRequest<CoreBillingTakings>('GET', `/api/core/Billing/Takings?${query(date, locationId)}`),
    placeholderData: keepPreviousData,
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** The day's payments and refunds as the server writes them in CSV. */
export async function downloadTakingsCsv(date: string, locationId: string | null): Promise<void> {
  const { blob, fileName } = await httpClient.download(
    `/api/core/Billing/Takings/Csv?${query(date, locationId)}`,
  );
  saveBlob(blob, fileName ?? `takings-${date}.csv`);
}
