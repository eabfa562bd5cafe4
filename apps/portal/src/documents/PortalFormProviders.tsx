import {
  type DocumentPickerSource,
  FormLanguageProvider,
  FormServicesProvider,
  registerAllFields,
} from '@clinic/forms-react';
import type { ReactNode } from 'react';
import { usePortalFormLanguage } from './portalFormLanguage';

registerAllFields();

interface PortalFormProvidersProps {
  /** The signed-in patient, when there is one (an anonymous visitor fills forms as nobody). */
  patient: { firstName: string; lastName: string } | undefined;
  /** The document picker's choices, where the page can read them (an e-form link). */
  documents?: DocumentPickerSource | undefined;
  /** The clinic's IANA zone for the document's instants (as the staff chart and printout read them). */
  timeZone?: string | undefined;
  children: ReactNode;
}

/** What every form filled in the portal gets: the portal's language and the 'portal' segment. */
export function PortalFormProviders({ patient, documents, timeZone, children }: PortalFormProvidersProps) {
  return (
    <FormLanguageProvider value={usePortalFormLanguage()}>
      <FormServicesProvider
        value={{
          segment: 'portal',
          user: patient
            ? {
                type: 'client',
                name: `${patient.firstName} ${patient.lastName}`,
                firstName: patient.firstName,
                lastName: patient.lastName,
                patient: { firstName: patient.firstName, lastName: patient.lastName },
              }
            : undefined,
          ...(documents ? { documents } : {}),
          ...(timeZone ? { clinicalContext: { timeZone } } : {}),
        }}
      >
        {children}
      </FormServicesProvider>
    </FormLanguageProvider>
  );
}
