import type { CoreReferenceDocumentCollections, CoreReferenceEFormDocument } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { FormStoreProvider, FormViewer, useDocumentSession } from '@clinic/forms-react';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { DocumentActions } from '../../documents/DocumentActions';
import { DocumentSaveNotices } from '../../documents/DocumentSaveNotices';
import { PortalFormProviders } from '../../documents/PortalFormProviders';
import { usePortalFormLanguage } from '../../documents/portalFormLanguage';
import { saveEFormDocument } from './eFormCalls';
import { eFormDocumentPicker } from './eFormDocumentPicker';
import { eFormRefusal } from './eFormMessage';

interface EFormDocumentFormProps {
  ticket: string;
  document: CoreReferenceEFormDocument;
  content: FormContent;
  collections: CoreReferenceDocumentCollections;
  /** The patient, for the components that name who signs. */
  patient: { firstName: string; lastName: string } | undefined;
  onCompleted(): void;
  /** A call was refused because the e-form session ended or the link went (the page decides what next). */
  onRefused(error: unknown): void;
  /** Reads the link's documents again and opens this one afresh (after a conflict). */
  onReload(): void;
}

/**
 * Where this device keeps answers the patient could not save before the e-form session ended,
 * until they open the link again (forms-react's unsavedAnswers): per document, as the link
 * belongs to one patient and no login exists.
 */
const unsavedAnswersKey = (documentId: string) => `eform:${documentId}`;

/**
 * One document of the link, filled in the e-form mode through forms-react's document session:
 * only what the document pipeline lets a patient edit is editable. Save a draft, or complete:
 * the browser checks first as the server will, and what the server still refuses (400 with
 * `fieldErrorCodes`) shows on its fields in the page's language. Drafts also save by themselves
 * (the session's autosave), naming the version they read, so nothing newer is overwritten; what
 * is still unsaved when the e-form session ends waits on this device for the patient's return.
 */
export function EFormDocumentForm(props: EFormDocumentFormProps) {
  const { ticket, document, content, collections, onCompleted, onRefused, onReload } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const language = usePortalFormLanguage();
  const save = useMutation({
    mutationFn: (body: { results: Record<string, unknown>; complete: boolean; rowVersion: number }) =>
      saveEFormDocument(ticket, document.id, body),
  });
  // Its own mutation, so a save made by itself never spins or disables the patient's buttons.
  const autosave = useMutation({
    mutationFn: (body: { results: Record<string, unknown>; rowVersion: number }) =>
      saveEFormDocument(ticket, document.id, { ...body, complete: false }),
  });
  // Set once a call learns that the e-form session ended or the link went.
  const ended = useRef(false);
  const refused = (error: unknown) => {
    if (!eFormRefusal(error)) return false;
    ended.current = true;
    onRefused(error);
    return true;
  };
  const session = useDocumentSession({
    content,
    results: document.results,
    context: { ...document.context, collections },
    oneTimeValues: document.oneTimeValues,
    language,
    mode: 'e-form',
    rowVersion: document.rowVersion,
    autosave: {
      send: async (results, rowVersion) => {
        try {
          return await autosave.mutateAsync({ results, rowVersion: rowVersion ?? document.rowVersion });
        } catch (error) {
          refused(error);
          throw error;
        }
      },
      unsavedKey: unsavedAnswersKey(document.id),
      sessionEnded: () => ended.current,
    },
  });
  const conflict = session.saveStatus.state === 'conflict';
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (complete: boolean) => {
    try {
      await session.save((results, rowVersion) =>
        save.mutateAsync({ results, complete, rowVersion: rowVersion ?? document.rowVersion }),
      );
      if (complete) onCompleted();
      else alerts.success(t('document.saved'));
    } catch (error) {
      if (error instanceof ApiError && session.showErrors(error.fieldErrorCodes))
        setFormError(t('document.fixErrors'));
      else if (!refused(error)) alerts.error(error);
    }
  };

  const documentPicker = useMemo(
    () => eFormDocumentPicker(ticket, document.episodeOfCareId),
    [ticket, document.episodeOfCareId],
  );
  const headerHtml = useMemo(
    () => (document.documentInstructions ? DOMPurify.sanitize(document.documentInstructions) : undefined),
    [document.documentInstructions],
  );

  return (
    <Stack>
      <DocumentSaveNotices conflict={conflict} restored={session.restored} onReload={onReload} />
      <PortalFormProviders patient={props.patient} documents={documentPicker}>
        <FormStoreProvider store={session.store}>
          <FormViewer
            mode="e-form"
            headerHtml={headerHtml}
            focusRequest={session.focusRequest}
            labels={{
              prev: t('document.prev'),
              next: t('document.next'),
              pageOf: (current, total) => t('document.pageOf', { current, total }),
            }}
          />
        </FormStoreProvider>
      </PortalFormProviders>
      <DocumentActions
        session={session}
        pending={save.isPending ? (save.variables?.complete ? 'complete' : 'draft') : undefined}
        blocked={conflict}
        formError={formError}
        onFormError={setFormError}
        submit={(complete) => void submit(complete)}
      />
    </Stack>
  );
}
