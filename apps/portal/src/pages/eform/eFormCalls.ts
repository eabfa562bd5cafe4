import type {
  CoreReferenceEForm,
  CoreReferenceEFormDocument,
  CoreReferenceEFormGroupSubmit,
  CoreReferenceEFormHeader,
  CoreReferenceEFormSave,
  CoreReferenceEFormSession,
  CoreReferenceEFormSessionBody,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

const base = '/api/core/EForms';
const part = encodeURIComponent;

/** The date-of-birth gate: the e-mailed code and the date (YYYY-MM-DD) for a session ticket. */
export function openEFormSession(code: string, dateOfBirth: string): Promise<CoreReferenceEFormSession> {
  const body: CoreReferenceEFormSessionBody = { dateOfBirth };
  return apiRequest('POST', `${base}/${part(code)}/Session`, body);
}

/**
 * The link's documents still to fill, with their content and collections. Read once per ticket:
 * what the patient saves is followed from the save replies, never refetched under their typing.
 */
export function useEForm(ticket: string) {
  return useQuery({
    queryKey: ['EForms', ticket],
    queryFn: () => apiRequest<CoreReferenceEForm>('GET', `${base}/${part(ticket)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** What the Form Header shows for one document of the link (clinic, form, patient, episode). */
export function useEFormDocumentHeader(ticket: string, documentId: string) {
  return useQuery({
    queryKey: ['EForms', ticket, 'DocumentHeader', documentId],
    queryFn: () =>
      apiRequest<CoreReferenceEFormHeader>(
        'GET',
        `${base}/${part(ticket)}/DocumentHeader/${part(documentId)}`,
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves a draft of one document, or (complete) checks and completes it through the server's pipeline. */
export function saveEFormDocument(
  ticket: string,
  documentId: string,
  body: CoreReferenceEFormSave,
): Promise<CoreReferenceEFormDocument> {
  return apiRequest('PATCH', `${base}/${part(ticket)}/Document/${part(documentId)}`, body);
}

/** Completes every document of a group link together (all or none; a refusal names its document). */
export function submitEFormGroup(
  ticket: string,
  body: CoreReferenceEFormGroupSubmit,
): Promise<CoreReferenceEFormDocument[]> {
  return apiRequest('PUT', `${base}/${part(ticket)}/DocumentGroup`, body);
}
