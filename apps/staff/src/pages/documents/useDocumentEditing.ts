import { ApiError, type CoreFormsDocument, isTooLargeToUpload } from '@clinic/api-contract';
import { copyDocumentValues, type FormContent, pasteDocumentValues } from '@clinic/forms-core';
import type { DocumentSession } from '@clinic/forms-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverErrorText } from '../../api/serverErrorText';
import { useLeaveBlocker } from '../../components/useUnsavedChangesGuard';
import { documentCalls, documentKeys, followDownloadLink, saveBlob } from './documentCalls';
import { readDocumentClipboard, writeDocumentClipboard } from './documentClipboard';
import { documentsTexts as texts } from './documentsTexts';
import { returnFocus } from './returnFocus';
import { useTimedNotice } from './useTimedNotice';

type Busy = 'save' | 'complete' | 'unlock' | 'score' | 'share' | 'pdf' | 'attach' | 'file' | null;

/**
 * The document being filled: its latest saved state (rowVersion, status) and the actions of the
 * toolbar, saving through the document session (which keeps the unsaved-changes flag and shows a
 * refused completion's errors). A 409 (someone else saved, or it is locked) asks for a reload.
 */
export function useDocumentEditing(
  initial: CoreFormsDocument,
  session: DocumentSession,
  content: FormContent,
) {
  const { store } = session;
  const queryClient = useQueryClient();
  const notice = useTimedNotice();
  const [document, setDocument] = useState(initial);
  const [busy, setBusy] = useState<Busy>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // The control that started the action under way, to be focused again once it is done.
  const trigger = useRef<Element | null>(null);

  useEffect(() => {
    if (busy !== null || !trigger.current) return;
    returnFocus(trigger.current);
    trigger.current = null;
  }, [busy]);
  const leaving = useLeaveBlocker(session.isDirty);

  const saved = async (next: CoreFormsDocument) => {
    setDocument(next);
    queryClient.setQueryData(documentKeys.detailed(next.id), (old: object | undefined) =>
      old ? { ...old, document: next } : old,
    );
    if (next.episodeOfCareId)
      await queryClient.invalidateQueries({ queryKey: documentKeys.episode(next.episodeOfCareId) });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(serverErrorText(error));
    else notice.show('error', serverErrorText(error));
  };

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    trigger.current = globalThis.document.activeElement;
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const body = (results: Record<string, unknown>) => ({ rowVersion: document.rowVersion, results });

  return {
    document,
    /** The router's blocker while leaving with unsaved changes. */
    leaving,
    busy,
    conflict,
    notice: notice.notice,
    save: () =>
      run('save', async () => {
        await saved(await session.save((results) => documentCalls.save(document.id, body(results))));
        notice.show('success', texts.saved);
      }),
    complete: () =>
      run('complete', async () => {
        try {
          const next = await session.save((results) =>
            documentCalls.saveAndComplete(document.id, body(results)),
          );
          await saved(next);
          notice.show('success', texts.completed);
        } catch (error) {
          // The refused fields show their errors, the focus on the first one (on its page).
          if (error instanceof ApiError && session.showErrors(error.fieldErrorCodes)) {
            notice.show('error', texts.fixErrors);
            return;
          }
          throw error;
        }
      }),
    unlock: (reason: string) =>
      run('unlock', async () => {
        await saved(await documentCalls.revert(document.id, reason, document.rowVersion));
        notice.show('success', texts.unlocked);
      }),
    setScore: (score: string | null, reason: string) =>
      run('score', async () => {
        await saved(
          await documentCalls.setScore(document.id, { score, reason, rowVersion: document.rowVersion }),
        );
        notice.show('success', texts.scoreSaved);
      }),
    toggleShare: () =>
      run('share', async () => {
        const shared = !document.sharedWithPortal;
        await saved(await documentCalls.share(document.id, shared));
        notice.show('success', shared ? texts.sharedNow : texts.unsharedNow);
      }),
    downloadPdf: (fallbackName: string) =>
      run('pdf', async () => {
        const { blob, fileName } = await documentCalls.pdf(document.id);
        saveBlob(blob, fileName ?? `${fallbackName}.pdf`);
      }),
    attachFile: (file: File) =>
      run('attach', async () => {
        if (isTooLargeToUpload(file)) {
          notice.show('error', texts.fileTooLarge);
          return;
        }
        await saved(await documentCalls.attachFile(document, file));
        notice.show('success', texts.fileAttached(file.name));
      }),
    downloadFile: () =>
      run('file', async () => {
        const { url } = await documentCalls.fileLink(document.id);
        followDownloadLink(url, document.file?.fileName);
      }),
    copy: () => {
      writeDocumentClipboard(
        copyDocumentValues(content, store.getResults(), document.formId, document.versionId),
      );
      notice.show('success', texts.copiedToClipboard);
    },
    paste: () => {
      const clipboard = readDocumentClipboard();
      if (!clipboard) {
        notice.show('error', texts.nothingCopied);
        return;
      }
      const current = store.getResults();
      const outcome = pasteDocumentValues(clipboard, document.formId, current);
      if (!outcome.ok) {
        notice.show('error', outcome.error);
        return;
      }
      for (const [id, value] of Object.entries(outcome.results))
        if (!Object.is(current[id], value)) store.setValue(id, value);
      notice.show('success', outcome.message);
    },
    showNotice: notice.show,
  };
}
