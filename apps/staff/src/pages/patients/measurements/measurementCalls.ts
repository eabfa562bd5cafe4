import type { CoreFormsInstrumentScore } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';
import { documentKeys } from '../../documents/documentCalls';

/** Under documentKeys.all: a document completed (live or here) refreshes the table. */
export function useInstrumentScores(patientId: string) {
  return useQuery({
    queryKey: [...documentKeys.all, 'instrument-scores', patientId],
    queryFn: () =>
      apiRequest<CoreFormsInstrumentScore[]>(
        'GET',
        `/api/core/Patients/${encodeURIComponent(patientId)}/InstrumentScores`,
      ),
  });
}
