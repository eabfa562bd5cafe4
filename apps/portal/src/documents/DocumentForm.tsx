import type { PortalDocumentsDocument } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { FormStoreProvider, FormViewer, useDocumentSession } from '@clinic/forms-react';
import { Alert, Stack } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts/alertsContext';
import { useCurrentUser } from '../api/currentUser';
import { wasSessionEnded } from '../session/sessionEndedNotice';
import { CrisisSupport } from './CrisisSupport';
import { DocumentActions } from './DocumentActions';
import { DocumentLeaveGuard } from './DocumentLeaveGuard';
import { DocumentSaveNotices } from './DocumentSaveNotices';
import { PortalFormProviders } from './PortalFormProviders';
import { usePortalFormLanguage } from './portalFormLanguage';
import { unsavedAnswersKey } from './unsavedAnswersKey';
import { useDocumentSave } from './useDocumentSave';
import { viewerLabels } from './viewerLabels';

interface DocumentFormProps {
  document: PortalDocumentsDocument;
  content: FormContent;
  /** After the document is completed (the page moves on). */
  onCompleted(): void;
  /** Reads the document again and opens it afresh (after a conflict). */
  onReload(): void;
}

/**
 * One shared document in the e-form (forms-react's document session in 'e-form' mode): drafts
 * save by themselves (the session's autosave) or with Save draft, or it is completed; errors, the
 * browser's check or the server's, show on their fields and the focus goes to the first one, on
 * its page. A completed document is shown read-only.
 */
export function DocumentForm({ document: shared, content, onCompleted, onReload }: DocumentFormProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const patient = useCurrentUser().data?.currentPatient;
  const language = usePortalFormLanguage();
  const locked = shared.locked || shared.status === 'Completed';
  const mode = locked ? 'form-viewer' : 'e-form';
  const save = useDocumentSave(shared.id);
  // Its own mutation, so a save made by itself never spins or disables the patient's buttons.
  const autosave = useDocumentSave(shared.id);
  // One session per document (SharedDocument keys this form by it): saving keeps what is typed.
  const session = useDocumentSession({
    content,
    results: shared.results,
    context: { ...shared.context, collections: shared.collections },
    oneTimeValues: shared.oneTimeValues,
    language,
    mode,
    rowVersion: shared.rowVersion,
    autosave: {
      send: (results, rowVersion) =>
        autosave.mutateAsync({ results, rowVersion: rowVersion ?? shared.rowVersion, complete: false }),
      unsavedKey: unsavedAnswersKey(shared.id),
      // A 401 anywhere signs the patient out and marks it: their answers wait for their return.
      sessionEnded: wasSessionEnded,
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const conflict = session.saveStatus.state === 'conflict';

  const submit = async (complete: boolean) => {
    try {
      let crisisSupport = false;
      await session.save(async (results, rowVersion) => {
        const saved = await save.mutateAsync({
          results,
          rowVersion: rowVersion ?? shared.rowVersion,
          complete,
        });
        crisisSupport = saved.crisisSupport;
        return saved;
      });
      if (complete) {
        alerts.success(t('document.completed'));
        // Answers that raised an alert keep the patient here, where the crisis text is shown first.
        if (!crisisSupport) onCompleted();
      } else alerts.success(t('document.saved'));
    } catch (error) {
      // What only the server finds lands on its field too, worded in the portal's language.
      if (error instanceof ApiError && session.showErrors(error.fieldErrorCodes))
        setFormError(t('document.fixErrors'));
      // A conflict also shows the server's words (portal.md section 8), the reload offer stays beside the form.
      else alerts.error(error);
    }
  };

  const headerHtml = useMemo(
    () => (shared.documentInstructions ? DOMPurify.sanitize(shared.documentInstructions) : undefined),
    [shared.documentInstructions],
  );

  return (
    <PortalFormProviders patient={patient} timeZone={shared.timeZone}>
      <Stack>
        {locked && shared.crisisSupport && <CrisisSupport />}
        {locked && (
          <Alert color="teal" role="status">
            {t('document.locked')}
          </Alert>
        )}
        <DocumentSaveNotices conflict={conflict} restored={session.restored} onReload={onReload} />
        <FormStoreProvider store={session.store}>
          <FormViewer
            mode={mode}
            headerHtml={headerHtml}
            focusRequest={session.focusRequest}
            labels={viewerLabels(t)}
          />
        </FormStoreProvider>
        {!locked && (
          <DocumentActions
            session={session}
            pending={save.isPending ? (save.variables?.complete ? 'complete' : 'draft') : undefined}
            blocked={conflict}
            formError={formError}
            onFormError={setFormError}
            submit={(complete) => void submit(complete)}
          />
        )}
        <DocumentLeaveGuard isDirty={session.isDirty} />
      </Stack>
    </PortalFormProviders>
  );
}
