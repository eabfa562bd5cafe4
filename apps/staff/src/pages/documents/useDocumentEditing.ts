import { ApiError, type CoreFormsDocument, isTooLargeToUpload } from '@clinic/api-contract';
import {
  copyDocumentValues,
  type FormContent,
  firstPageWithError,
  pasteDocumentValues,
} from '@clinic/forms-core';
import { type FormStore, focusFirstInvalidField } from '@clinic/forms-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { documentCalls, documentKeys, followDownloadLink, saveBlob } from './documentCalls';
import { readDocumentClipboard, writeDocumentClipboard } from './documentClipboard';
import { documentsTexts as texts } from './documentsTexts';
import { returnFocus } from './returnFocus';
import { useTimedNotice } from './useTimedNotice';

type Busy = 'save' | 'complete' | 'unlock' | 'share' | 'pdf' | 'attach' | 'file' | null;

/**
 * The document being filled: its latest saved state (rowVersion, status), the dirty flag, and
 * the actions of the toolbar. A 409 (someone else saved, or it is locked) asks for a reload.
 */
export function useDocumentEditing(initial: CoreFormsDocument, store: FormStore, content: FormContent) {
  const queryClient = useQueryClient();
  const notice = useTimedNotice();
  const [document, setDocument] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  // The control that started the action under way, to be focused again once it is done.
  const trigger = useRef<Element | null>(null);

  // A clinical list loaded as the document opens is no unsaved change.
  useEffect(
    () =>
      store.subscribeAll(({ loaded }) => {
        if (!loaded) setDirty(true);
      }),
    [store],
  );
  useEffect(() => {
    if (busy !== null || !trigger.current) return;
    returnFocus(trigger.current);
    trigger.current = null;
  }, [busy]);
  const leaving = useUnsavedChangesGuard(dirty);

  const saved = async (next: CoreFormsDocument) => {
    setDocument(next);
    queryClient.setQueryData(documentKeys.detailed(next.id), (old: object | undefined) =>
      old ? { ...old, document: next } : old,
    );
    if (next.episodeOfCareId)
      await queryClient.invalidateQueries({ queryKey: documentKeys.episode(next.episodeOfCareId) });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) setConflict(error.message);
    else notice.show('error', error instanceof Error ? error.message : String(error));
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

  const showFieldErrors = (fieldErrors: Readonly<Record<string, readonly string[]>>) => {
    store.setAllErrors(fieldErrors);
    // Reset first, so a second failure on the same page still moves the viewer there.
    setFocusPage(null);
    const page = firstPageWithError(content, { ...fieldErrors });
    setTimeout(() => {
      setFocusPage(page);
      // Once the viewer shows that page: to the first field to fix.
      requestAnimationFrame(() => requestAnimationFrame(() => focusFirstInvalidField()));
    }, 0);
  };

  const body = () => ({ rowVersion: document.rowVersion, results: store.getResults() });

  return {
    document,
    dirty,
    /** The router's blocker while leaving with unsaved changes. */
    leaving,
    busy,
    conflict,
    focusPage,
    notice: notice.notice,
    save: () =>
      run('save', async () => {
        const next = await documentCalls.save(document.id, body());
        setDirty(false);
        await saved(next);
        notice.show('success', texts.saved);
      }),
    complete: () =>
      run('complete', async () => {
        try {
          const next = await documentCalls.saveAndComplete(document.id, body());
          store.setAllErrors({});
          setDirty(false);
          await saved(next);
          notice.show('success', texts.completed);
        } catch (error) {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
            showFieldErrors(error.fieldErrors);
            notice.show('error', error.message.split('\n')[0] ?? texts.fixErrors);
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
