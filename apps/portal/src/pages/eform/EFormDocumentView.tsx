import { FormStoreProvider, FormViewer } from '@clinic/forms-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentSaveNotices } from '../../documents/DocumentSaveNotices';
import { PortalFormProviders } from '../../documents/PortalFormProviders';
import { viewerLabels } from '../../documents/viewerLabels';
import type { EFormDocumentSession } from './useEFormDocumentSession';

/**
 * The form of one document of the link in the e-form mode, with what the patient must know about
 * saving; `children` (its status and buttons) read the form's language as the form does.
 */
export function EFormDocumentView({
  filling,
  patient,
  onReload,
  children,
}: {
  filling: EFormDocumentSession;
  /** The patient, for the components that name who signs. */
  patient: { firstName: string; lastName: string } | undefined;
  /** Reads the link's documents again and opens this one afresh (after a conflict). */
  onReload(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { session, documentPicker, headerHtml, timeZone } = filling;
  return (
    <>
      <DocumentSaveNotices
        conflict={session.saveStatus.state === 'conflict'}
        restored={session.restored}
        onReload={onReload}
      />
      <PortalFormProviders patient={patient} documents={documentPicker} timeZone={timeZone}>
        <FormStoreProvider store={session.store}>
          <FormViewer
            mode="e-form"
            headerHtml={headerHtml}
            focusRequest={session.focusRequest}
            labels={viewerLabels(t)}
          />
        </FormStoreProvider>
        {children}
      </PortalFormProviders>
    </>
  );
}
