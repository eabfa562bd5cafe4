import { FormLanguageProvider, FormServicesProvider, registerAllFields } from '@clinic/forms-react';
import type { ReactNode } from 'react';
import { usePortalFormLanguage } from './portalFormLanguage';

registerAllFields();

interface PortalFormProvidersProps {
  /** The signed-in patient, when there is one (an anonymous visitor fills forms as nobody). */
  patient: { firstName: string; lastName: string } | undefined;
  children: ReactNode;
}

/** What every form filled in the portal gets: the portal's language and the 'portal' segment. */
export function PortalFormProviders({ patient, children }: PortalFormProvidersProps) {
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
        }}
      >
        {children}
      </FormServicesProvider>
    </FormLanguageProvider>
  );
}
