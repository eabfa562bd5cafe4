import type { CoreFormsDetailedDocument } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import {
  FormServicesProvider,
  FormStoreProvider,
  FormViewer,
  registerAllFields,
  useDocumentSession,
} from '@clinic/forms-react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { calendarDay } from '../../format/formatDate';
import { useStaffUser } from '../../session/StaffUserContext';
import { DocumentAttachment } from './DocumentAttachment';
import { DocumentToolbar } from './DocumentToolbar';
import { documentFormServices } from './documentFormServices';
import { documentsTexts as texts } from './documentsTexts';
import { NoticeAlert } from './NoticeAlert';
import { PrintDocument } from './PrintDocument';
import { PrintInLanguage } from './PrintInLanguage';
import { ScoreBreakdown } from './ScoreBreakdown';
import { ScoreModal } from './ScoreModal';
import { ScoreNote } from './ScoreNote';
import { SendLinkModal } from './SendLinkModal';
import { UnlockModal } from './UnlockModal';
import { useDocumentEditing } from './useDocumentEditing';
import { useDocumentLocation } from './useDocumentLocation';

registerAllFields();

/**
 * One document filled in 'form-submitter' mode (read-only 'form-viewer' once completed), with
 * its toolbar. `onReload` reads the document again (after a conflict) and remounts the editor.
 */
export function DocumentEditor({
  detail,
  content,
  printHeader,
  onReload,
}: {
  detail: CoreFormsDetailedDocument;
  content: FormContent;
  printHeader: React.ReactNode;
  onReload: () => void;
}) {
  const user = useStaffUser();
  // One session per mount: the page remounts the editor to start again from the server's copy.
  const session = useDocumentSession({
    content,
    results: detail.document.results,
    context: { ...detail.context, collections: detail.collections },
    oneTimeValues: detail.oneTimeValues,
    mode: 'form-submitter',
  });
  const editing = useDocumentEditing(detail.document, session, content);
  const { document } = editing;
  const { locationId, timeZone } = useDocumentLocation(document);
  const { id: documentId, formId, patientId, episodeOfCareId, effectiveDate } = document;
  const services = useMemo(
    () =>
      documentFormServices(user, {
        documentId,
        formId,
        patientId,
        episodeOfCareId,
        // eMAR and DoseSpot ranges are anchored on the clinic's day, not on UTC midnight as an instant.
        effectiveDate: calendarDay(effectiveDate),
        locationId,
        timeZone,
      }),
    [user, documentId, formId, patientId, episodeOfCareId, effectiveDate, locationId, timeZone],
  );
  const [unlocking, setUnlocking] = useState(false);
  const [scoring, setScoring] = useState(false);
  const [sending, setSending] = useState(false);
  // 'es': the form's Spanish texts, for a Spanish-speaking patient; true: as on screen.
  const [printing, setPrinting] = useState<boolean | 'es'>(false);
  const stopPrinting = useCallback(() => setPrinting(false), []);
  const hasSpanish = Object.keys(content.translations?.es ?? {}).length > 0;
  const completed = document.status === 'Completed';

  return (
    <FormServicesProvider value={services}>
      <FormStoreProvider store={session.store}>
        <Stack gap="sm">
          <DocumentToolbar
            document={document}
            dirty={session.dirty}
            busy={editing.busy}
            actions={{
              save: editing.save,
              complete: editing.complete,
              askUnlock: () => setUnlocking(true),
              askScore: () => setScoring(true),
              copy: editing.copy,
              paste: editing.paste,
              print: () => setPrinting(true),
              ...(hasSpanish ? { printInSpanish: () => setPrinting('es') } : {}),
              downloadPdf: () => editing.downloadPdf(detail.form.name),
              toggleShare: editing.toggleShare,
              sendLink: () => setSending(true),
            }}
          />
          <ScoreNote document={document} />
          <ScoreBreakdown document={document} />
          <DocumentAttachment
            file={document.file}
            draft={!completed}
            busy={editing.busy}
            onAttach={editing.attachFile}
            onDownload={editing.downloadFile}
          />
          <NoticeAlert notice={editing.notice} />
          {editing.conflict && (
            <Alert color="orange" role="alert">
              <Stack gap="xs">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {editing.conflict}
                </Text>
                <Group>
                  <Button size="xs" onClick={onReload}>
                    {texts.reload}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {document.unlockReason && !completed && (
            <Text size="sm" c="dimmed">
              {texts.lastUnlockReason(document.unlockReason)}
            </Text>
          )}
          <FormViewer
            mode={completed ? 'form-viewer' : 'form-submitter'}
            focusRequest={session.focusRequest}
            labels={{ prev: texts.prev, next: texts.nextShort, pageOf: texts.pageOf }}
          />
        </Stack>
        {printing === true && <PrintDocument header={printHeader} onDone={stopPrinting} />}
        {printing === 'es' && (
          <PrintInLanguage
            language="es"
            content={content}
            answers={session.store}
            detail={detail}
            header={printHeader}
            onDone={stopPrinting}
          />
        )}
      </FormStoreProvider>
      {unlocking && (
        <UnlockModal
          busy={editing.busy === 'unlock'}
          onClose={() => setUnlocking(false)}
          onUnlock={(reason) => {
            setUnlocking(false);
            editing.unlock(reason);
          }}
        />
      )}
      {scoring && (
        <ScoreModal
          score={document.score}
          onClose={() => setScoring(false)}
          onSet={(score, reason) => {
            setScoring(false);
            editing.setScore(score, reason);
          }}
        />
      )}
      <ConfirmModal
        opened={editing.leaving.state === 'blocked'}
        title={texts.leaveTitle}
        message={texts.leaveMessage}
        confirmLabel={texts.leave}
        onConfirm={() => editing.leaving.proceed?.()}
        onClose={() => editing.leaving.reset?.()}
      />
      {sending && (
        <SendLinkModal
          target={{ patientId: document.patientId, documentId: document.id }}
          onSent={(message) => editing.showNotice('success', message)}
          onClose={() => setSending(false)}
        />
      )}
    </FormServicesProvider>
  );
}
