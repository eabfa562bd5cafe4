import { type ResolvedClinicalContext, useClinicalContext } from '../../services/clinicalContext';
import type { ClinicalDataClient } from '../../services/clinicalDataClient';
import { useFormServices } from '../../services/formServices';

/** The clinical client and context a component reads from; null client where none is injected (portal). */
export function useClinicalSource(): { client: ClinicalDataClient | null; context: ResolvedClinicalContext } {
  const { clinical } = useFormServices();
  return { client: clinical ?? null, context: useClinicalContext() };
}
