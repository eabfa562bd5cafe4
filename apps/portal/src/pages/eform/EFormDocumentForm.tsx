import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import type { CoreReferenceDocumentCollections, CoreReferenceEFormDocument } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { FormStoreProvider, FormViewer, useDocumentSession } from '@clinic/forms-react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { PortalFormProviders } from '../../documents/PortalFormProviders';
import { usePortalFormLanguage } from '../../documents/portalFormLanguage';
import { saveEFormDocument } from './eFormCalls';
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
}

/**
 * One document of the link, filled in the e-form mode through forms-react's document session:
 * only what the document pipeline lets a patient edit is editable. Save a draft, or complete:
 * the browser checks first as the server will, and what the server still refuses (400 with
 * `fieldErrorCodes`) shows on its fields in the page's language.
 */
export function EFormDocumentForm(props: EFormDocumentFormProps) {
  const { ticket, document, content, collections, onCompleted, onRefused } = props;
  const { t } = useTranslation();
  const alerts = useAlerts();
  const language = usePortalFormLanguage();
  const session = useDocumentSession({
    content,
    results: document.results,
    context: { ...document.context, collections },
    oneTimeValues: document.oneTimeValues,
    language,
    mode: 'e-form',
  });
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ results, complete }: { results: Record<string, unknown>; complete: boolean }) =>
      saveEFormDocument(ticket, document.id, { results, complete }),
  });

  const askToComplete = () => {
    const { valid } = session.check({ filling: true });
    setFormError(valid ? null : t('document.fixErrors'));
    setConfirming(valid);
  };

  const submit = async (complete: boolean) => {
    setConfirming(false);
    setFormError(null);
    try {
      await session.save((results) => save.mutateAsync({ results, complete }));
      if (complete) onCompleted();
      else alerts.success(t('document.saved'));
    } catch (error) {
      if (error instanceof ApiError && session.showErrors(error.fieldErrorCodes))
        setFormError(t('document.fixErrors'));
      else if (eFormRefusal(error)) onRefused(error);
      else alerts.error(error);
    }
  };

  const headerHtml = useMemo(
    () => (document.documentInstructions ? DOMPurify.sanitize(document.documentInstructions) : undefined),
    [document.documentInstructions],
  );

  return (
    <Stack>
      <PortalFormProviders patient={props.patient}>
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
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <Group justify="flex-end" wrap="wrap">
        {session.dirty && (
          <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
            {t('document.unsaved')}
          </Text>
        )}
        <Button
          variant="default"
          onClick={() => void submit(false)}
          loading={save.isPending && !save.variables?.complete}
          disabled={save.isPending}
        >
          {t('document.saveDraft')}
        </Button>
        <Button
          onClick={askToComplete}
          loading={save.isPending && save.variables?.complete}
          disabled={save.isPending}
        >
          {t('document.complete')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('document.complete')} centered>
        <Text>{t('document.completeConfirm')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('layout.cancel')}
          </Button>
          <Button onClick={() => void submit(true)}>{t('document.complete')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
