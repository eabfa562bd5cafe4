import { createContext, useContext } from 'react';
import type { AutofillProvider } from './autofillProvider';
import type { ClinicalContext } from './clinicalContext';
import type { ClinicalDataClient } from './clinicalDataClient';
import type { DocumentPickerSource } from './documentPickerSource';
import type { FormUser } from './formUser';
import type { SavedResponsesClient } from './savedResponses';

/**
 * What the components need from outside the form: the signed-in user, the clinical data, the
 * autofill and saved-response providers. The apps inject HTTP implementations; tests and the
 * gallery inject in-memory ones. Components never call fetch themselves.
 */
export interface FormServices {
  /** Which server the form is filled against (forms.md: saved responses only for 'core'). */
  segment: 'core' | 'portal';
  user?: FormUser;
  clinical?: ClinicalDataClient;
  /** The patient, episode and document the clinical components read for. */
  clinicalContext?: ClinicalContext;
  autofill?: AutofillProvider;
  savedResponses?: SavedResponsesClient;
  /** The patient's documents, for the document picker. */
  documents?: DocumentPickerSource;
}

const FormServicesContext = createContext<FormServices>({ segment: 'core' });

export const FormServicesProvider = FormServicesContext.Provider;

export function useFormServices(): FormServices {
  return useContext(FormServicesContext);
}
