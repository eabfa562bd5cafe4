import type { PortalDocumentsDocument } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { FormStoreProvider, FormViewer, SaveStatusText, useDocumentSession } from '@clinic/forms-react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts/alertsContext';
import { useCurrentUser } from '../api/currentUser';
import { wasSessionEnded } from '../session/sessionEndedNotice';
import { DocumentLeaveGuard } from './DocumentLeaveGuard';
import { DocumentSaveNotices } from './DocumentSaveNotices';
import { PortalFormProviders } from './PortalFormProviders';
import { usePortalFormLanguage } from './portalFormLanguage';
import { unsavedAnswersKey } from './unsavedAnswersKey';
import { useDocumentSave } from './useDocumentSave';

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
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const conflict = session.saveStatus.state === 'conflict';

  // The answers are checked as the server will check them before the patient is asked to
  // confirm: a document that cannot be completed shows what to fix instead.
  const askToComplete = () => {
    const { valid } = session.check({ filling: true });
    setFormError(valid ? null : t('document.fixErrors'));
    setConfirming(valid);
  };

  const submit = async (complete: boolean) => {
    setConfirming(false);
    setFormError(null);
    try {
      await session.save((results, rowVersion) =>
        save.mutateAsync({ results, rowVersion: rowVersion ?? shared.rowVersion, complete }),
      );
      if (complete) {
        alerts.success(t('document.completed'));
        onCompleted();
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
    <PortalFormProviders patient={patient}>
      <Stack>
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
            labels={{
              prev: t('document.prev'),
              next: t('document.next'),
              pageOf: (current, total) => t('document.pageOf', { current, total }),
            }}
          />
        </FormStoreProvider>
        {formError && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        {!locked && (
          <Group justify="flex-end" wrap="wrap">
            <Text size="sm" c="dimmed" mr="auto" component="div">
              {session.dirty && <span aria-live="polite">{t('document.unsaved')} </span>}
              <SaveStatusText status={session.saveStatus} dirty={session.dirty} />
            </Text>
            <Button
              variant="default"
              onClick={() => void submit(false)}
              loading={save.isPending && !save.variables?.complete}
              disabled={save.isPending || conflict}
            >
              {t('document.saveDraft')}
            </Button>
            <Button
              onClick={askToComplete}
              loading={save.isPending && save.variables?.complete}
              disabled={save.isPending || conflict}
            >
              {t('document.complete')}
            </Button>
          </Group>
        )}
        <DocumentLeaveGuard isDirty={session.isDirty} />
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('document.complete')}
          centered
        >
          <Text>{t('document.completeConfirm')}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('layout.cancel')}
            </Button>
            <Button onClick={() => void submit(true)}>{t('document.complete')}</Button>
          </Group>
        </Modal>
      </Stack>
    </PortalFormProviders>
  );
}
