import type { CoreReferenceUserResponse, StaffUser } from '@clinic/api-contract';
import { type FormServices, type SavedResponsesCalls, savedResponsesForForm } from '@clinic/forms-react';
import { httpAutofillProvider } from '../../api/httpAutofillProvider';
import { httpClient } from '../../api/httpClient';
import { HttpClinicalDataClient } from '../../api/httpClinicalDataClient';
import { httpDocumentPickerSource } from '../../api/httpDocumentPickerSource';
import { staffFormServices } from '../../forms/staffFormServices';

/** The signed-in user's saved responses (api/core/UserResponses, forms.md section 7). */
const userResponseCalls: SavedResponsesCalls = {
  list: (formId, componentId) =>
    httpClient.request<CoreReferenceUserResponse[]>(
      'GET',
      `/api/core/UserResponses/${encodeURIComponent(formId)}/${encodeURIComponent(componentId)}`,
    ),
  save: (body) => httpClient.request<CoreReferenceUserResponse[]>('PUT', '/api/core/UserResponses', body),
  remove: async (id) => {
    await httpClient.request<null>('DELETE', `/api/core/UserResponses/${encodeURIComponent(id)}`);
  },
};

/** The document a form is filled for: what its services are bound to. */
export interface DocumentScope {
  documentId: string;
  formId: string;
  patientId: string;
  episodeOfCareId: string | null;
  effectiveDate: string | null;
  locationId: string | null;
  timeZone: string;
}

/**
 * What a staff document's components get from outside: the user (H8's staffFormServices), the
 * clinical data, autofill, saved responses and the document picker, all bound to the document's
 * patient and episode of care. Built from plain values, so saving (a new rowVersion) keeps the
 * same services and the clinical components do not load again.
 */
export function documentFormServices(user: StaffUser, scope: DocumentScope): FormServices {
  const { documentId, formId, patientId, episodeOfCareId, effectiveDate, locationId, timeZone } = scope;
  return {
    ...staffFormServices(user),
    clinical: new HttpClinicalDataClient(httpClient),
    clinicalContext: { patientId, episodeOfCareId, documentId, effectiveDate, locationId, timeZone },
    savedResponses: savedResponsesForForm(formId, userResponseCalls),
    ...(episodeOfCareId
      ? {
          autofill: httpAutofillProvider(httpClient, { patientId, episodeOfCareId, documentId }),
          documents: httpDocumentPickerSource(httpClient, episodeOfCareId),
        }
      : {}),
  };
}
