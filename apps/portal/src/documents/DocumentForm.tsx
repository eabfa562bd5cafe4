import type { PortalDocumentsDocument } from '@clinic/api-contract';
import { ApiError } from '@clinic/api-contract';
import { type FormContent, firstPageWithError } from '@clinic/forms-core';
import {
  createFormStore,
  FormStoreProvider,
  FormViewer,
  focusFirstInvalidField,
  formContextScope,
  validateStore,
} from '@clinic/forms-react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useAlerts } from '../alerts/alertsContext';
import { useCurrentUser } from '../api/currentUser';
import { getToken } from '../session/sessionStore';
import { PortalFormProviders } from './PortalFormProviders';
import { useDocumentSave } from './useDocumentSave';

interface DocumentFormProps {
  document: PortalDocumentsDocument;
  content: FormContent;
  /** After the document is completed (the page moves on). */
  onCompleted(): void;
}

/**
 * One shared document in the e-form (forms-react in 'e-form' mode): save a draft, or complete
 * it; the server's validation errors show on their fields and the viewer jumps to the first page
 * holding one. A completed document is shown read-only.
 */
export function DocumentForm({ document: shared, content, onCompleted }: DocumentFormProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const patient = useCurrentUser().data?.currentPatient;
  // One store per document: saving keeps what is typed (the saved results are the same values).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store only for another document
  const store = useMemo(
    () =>
      createFormStore({
        content,
        initialResults: shared.results,
        // The patient and document values a form's rich text may mention (`{{form.patientName}}`).
        scope: { form: formContextScope(shared), collections: shared.collections },
      }),
    [shared.id],
  );
  const [rowVersion, setRowVersion] = useState(shared.rowVersion);
  const [dirty, setDirtyState] = useState(false);
  // Read by the navigation blocker, which must see a save at once (completing navigates right after).
  const dirtyRef = useRef(false);
  const setDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  };
  const blocker = useBlocker(
    // Signing out (no token any more) is never held up.
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && getToken() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useDocumentSave(shared.id);
  const locked = shared.locked || shared.status === 'Completed';

  useEffect(
    () =>
      // A clinical list loaded as the document opens is no unsaved change.
      store.subscribeAll(({ loaded }) => {
        if (loaded) return;
        dirtyRef.current = true;
        setDirtyState(true);
      }),
    [store],
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Moves the viewer to the page of the first error, then the focus to its field. */
  const showFieldErrors = (page: number | null) => {
    // Null first, so that a second failure on the same page still moves the viewer there.
    setFocusPage(null);
    requestAnimationFrame(() => {
      setFocusPage(page);
      // Once the viewer shows the page with the first error.
      requestAnimationFrame(() => focusFirstInvalidField());
    });
    setFormError(t('document.fixErrors'));
  };

  // The answers are checked as the server will check them before the patient is asked to
  // confirm: a document that cannot be completed shows what to fix instead.
  const askToComplete = () => {
    const check = validateStore(store, { mode: 'e-form', filling: true });
    if (check.valid) {
      setFormError(null);
      setConfirming(true);
    } else showFieldErrors(check.firstErrorPage);
  };

  const submit = (complete: boolean) => {
    setConfirming(false);
    setFormError(null);
    save.mutate(
      { results: store.getResults(), rowVersion, complete },
      {
        onSuccess: (saved) => {
          setRowVersion(saved.rowVersion);
          setDirty(false);
          store.setAllErrors({});
          if (complete) {
            alerts.success(t('document.completed'));
            onCompleted();
          } else alerts.success(t('document.saved'));
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
          if (fieldErrors && Object.keys(fieldErrors).length > 0) {
            store.setAllErrors(fieldErrors);
            showFieldErrors(firstPageWithError(content, { ...fieldErrors }));
          } else alerts.error(error);
        },
      },
    );
  };

  const headerHtml = useMemo(
    () => (shared.documentInstructions ? DOMPurify.sanitize(shared.documentInstructions) : undefined),
    [shared.documentInstructions],
  );

  return (
    <Stack>
      {locked && (
        <Alert color="teal" role="status">
          {t('document.locked')}
        </Alert>
      )}
      <PortalFormProviders patient={patient}>
        <FormStoreProvider store={store}>
          <FormViewer
            mode={locked ? 'form-viewer' : 'e-form'}
            headerHtml={headerHtml}
            focusPage={focusPage}
            labels={{
              prev: t('document.prev'),
              next: t('document.next'),
              pageOf: (current, total) => t('document.pageOf', { current, total }),
            }}
          />
        </FormStoreProvider>
      </PortalFormProviders>
      {formError && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      {!locked && (
        <Group justify="flex-end" wrap="wrap">
          {dirty && (
            <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
              {t('document.unsaved')}
            </Text>
          )}
          <Button
            variant="default"
            onClick={() => submit(false)}
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
      )}
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('document.leaveTitle')}
        centered
      >
        <Text>{t('document.leaveQuestion')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('document.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('document.leave')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('document.complete')} centered>
        <Text>{t('document.completeConfirm')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('layout.cancel')}
          </Button>
          <Button onClick={() => submit(true)}>{t('document.complete')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
