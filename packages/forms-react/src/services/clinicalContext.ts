import { useFormServices } from './formServices';

/**
 * Where a form is being filled, as the clinical components need it: the patient, the episode of
 * care, the document and its effective date (eMAR ranges are anchored on it), the location (the
 * treatment plan form comes from it) and the clinic's time zone. The host page provides it
 * through `FormServices.clinicalContext`; a form without it (the builder, a gallery) loads nothing.
 */
export interface ClinicalContext {
  patientId?: string | null;
  episodeOfCareId?: string | null;
  documentId?: string | null;
  /** The document effective date (ISO instant or YYYY-MM-DD). */
  effectiveDate?: string | null;
  locationId?: string | null;
  /** Clinic time: the location's IANA zone ("UTC" when not given). */
  timeZone?: string;
}

export interface ResolvedClinicalContext {
  patientId: string | null;
  episodeOfCareId: string | null;
  documentId: string | null;
  effectiveDate: string | null;
  locationId: string | null;
  timeZone: string;
}

export function resolveClinicalContext(context: ClinicalContext | undefined): ResolvedClinicalContext {
  return {
    patientId: context?.patientId ?? null,
    episodeOfCareId: context?.episodeOfCareId ?? null,
    documentId: context?.documentId ?? null,
    effectiveDate: context?.effectiveDate ?? null,
    locationId: context?.locationId ?? null,
    timeZone: context?.timeZone ?? 'UTC',
  };
}

/** The clinical context of the form being shown, with empty members as null. */
export function useClinicalContext(): ResolvedClinicalContext {
  return resolveClinicalContext(useFormServices().clinicalContext);
}
