import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { type SaveStatus, SaveStatusText } from '@clinic/forms-react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DocumentActionsProps {
  /** The document session's state and its check (forms-react's useDocumentSession). */
  session: {
    dirty: boolean;
    saveStatus: SaveStatus;
    check(options: { filling: boolean }): { valid: boolean };
  };
  /** The save the patient asked for that is on its way, if any. */
  pending: 'draft' | 'complete' | undefined;
  /** Saving is stopped (someone else changed the document first): only a reload helps. */
  blocked: boolean;
  /** What to fix before the document can be saved or completed, shown above the buttons. */
  formError: string | null;
  onFormError(message: string | null): void;
  /** Saves a draft, or completes once the patient confirmed. */
  submit(complete: boolean): void;
}

/**
 * The end of a document the patient fills (portal documents and e-form links alike): what to
 * fix, the save status line, Save draft and Complete. The answers are checked as the server will
 * check them before the patient is asked to confirm: a document that cannot be completed shows
 * what to fix instead.
 */
export function DocumentActions({
  session,
  pending,
  blocked,
  formError,
  onFormError,
  submit,
}: DocumentActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const askToComplete = () => {
    const { valid } = session.check({ filling: true });
    onFormError(valid ? null : t('document.fixErrors'));
    setConfirming(valid);
  };
  const send = (complete: boolean) => {
    setConfirming(false);
    onFormError(null);
    submit(complete);
  };
  return (
    <>
      {formError && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      <Group justify="flex-end" wrap="wrap">
        <Text size="sm" c="dimmed" mr="auto" component="div">
          {session.dirty && <span aria-live="polite">{t('document.unsaved')} </span>}
          <SaveStatusText status={session.saveStatus} dirty={session.dirty} />
        </Text>
        <Button
          variant="default"
          onClick={() => send(false)}
          loading={pending === 'draft'}
          disabled={pending !== undefined || blocked}
        >
          {t('document.saveDraft')}
        </Button>
        <Button
          onClick={askToComplete}
          loading={pending === 'complete'}
          disabled={pending !== undefined || blocked}
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
          <Button onClick={() => send(true)}>{t('document.complete')}</Button>
        </Group>
      </Modal>
    </>
  );
}
