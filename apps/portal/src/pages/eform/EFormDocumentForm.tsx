import type { CoreReferenceDocumentCollections, CoreReferenceEFormDocument } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { DocumentActions } from '../../documents/DocumentActions';
import { EFormDocumentView } from './EFormDocumentView';
import { saveEFormDocument } from './eFormCalls';
import { useEFormDocumentSession } from './useEFormDocumentSession';

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
 * One document of a single-document (or send-to-all) link: save a draft, or complete. The
 * browser checks first as the server will, and what the server still refuses (400 with
 * `fieldErrorCodes`) shows on its fields in the page's language.
 */
export function EFormDocumentForm(props: EFormDocumentFormProps) {
  const { ticket, document, onCompleted, onReload } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const filling = useEFormDocumentSession(props);
  const { session, refused } = filling;
  const save = useMutation({
    mutationFn: (body: { results: Record<string, unknown>; complete: boolean; rowVersion: number }) =>
      saveEFormDocument(ticket, document.id, body),
  });
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

  return (
    <Stack>
      <EFormDocumentView filling={filling} patient={props.patient} onReload={onReload}>
        <DocumentActions
          session={session}
          pending={save.isPending ? (save.variables?.complete ? 'complete' : 'draft') : undefined}
          blocked={session.saveStatus.state === 'conflict'}
          formError={formError}
          onFormError={setFormError}
          submit={(complete) => void submit(complete)}
        />
      </EFormDocumentView>
    </Stack>
  );
}
