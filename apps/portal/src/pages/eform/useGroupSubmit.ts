import { ApiError, type CoreReferenceEFormDocument } from '@clinic/api-contract';
import { useCallback, useRef, useState } from 'react';
import type { GroupMemberSession } from './EFormGroupMember';
import { submitEFormGroup } from './eFormCalls';
import { eFormRefusal } from './eFormMessage';

/** Where "Submit all" stopped: the document to show first and every document with errors. */
export interface GroupStop {
  documentId: string;
  withErrors: ReadonlySet<string>;
}

/** The document a group refusal names (`params.documentId`), if it is one of the link's. */
function refusedDocumentId(error: unknown, documentIds: readonly string[]): string | undefined {
  const named = error instanceof ApiError ? error.params?.documentId : undefined;
  return typeof named === 'string' && documentIds.includes(named) ? named : undefined;
}

/**
 * "Submit all" of a group link. Each document is checked in the browser as the server will;
 * with errors, it stops at the first document holding some (errors on the fields of every one).
 * Else one call completes them all (all or none); each document's session follows it, so its
 * status reads "Saved" and nothing is left unsaved. A refusal naming a document shows its coded
 * errors there, worded in the page's language by the form.
 */
export function useGroupSubmit(
  ticket: string,
  documents: readonly CoreReferenceEFormDocument[],
  /** Shows the stop's document (before its errors are shown, so the viewer can focus them). */
  show: (stop: GroupStop) => void,
) {
  const members = useRef(new Map<string, GroupMemberSession>());
  const [busy, setBusy] = useState(false);
  const onSession = useCallback((documentId: string, session: GroupMemberSession | null) => {
    if (session) members.current.set(documentId, session);
    else members.current.delete(documentId);
  }, []);
  const sessions = () =>
    documents.flatMap((document) => {
      const session = members.current.get(document.id)?.();
      return session ? [{ id: document.id, session }] : [];
    });

  /** Checks every document: true when all may be sent, else shows where to fix. */
  const check = (): boolean => {
    const withErrors = sessions()
      .filter(({ session }) => !session.check({ filling: true }, { focus: false }).valid)
      .map(({ id }) => id);
    const first = withErrors[0];
    if (!first) return true;
    show({ documentId: first, withErrors: new Set(withErrors) });
    // Again with the focus, now that the page shows that document.
    members.current.get(first)?.().check({ filling: true });
    return false;
  };

  /**
   * Sends them all. Resolves with true once completed, false after showing a refusal that names
   * a document; rejects with any other failure (an ended e-form session among them).
   */
  const submit = async (): Promise<boolean> => {
    const all = sessions();
    if (all.length === 0) return false;
    setBusy(true);
    // The call leaves once every document's turn to save has come, so no autosave of theirs is
    // still on its way (one answering after the documents are completed would be refused).
    let waiting = all.length;
    let allReady = () => {};
    const ready = new Promise<void>((resolve) => {
      allReady = resolve;
    });
    const sent = ready.then(() =>
      submitEFormGroup(ticket, {
        documents: all.map(({ id, session }) => ({ documentId: id, results: session.store.getResults() })),
      }),
    );
    try {
      // Every save settles before errors are shown (a later success would clear them).
      const outcomes = await Promise.allSettled(
        all.map(({ id, session }) =>
          session.save(async () => {
            waiting -= 1;
            if (waiting === 0) allReady();
            const saved = (await sent).find((document) => document.id === id);
            if (!saved) throw new Error(`the group reply has no document ${id}`);
            return saved;
          }),
        ),
      );
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (!failure) return true;
      const error: unknown = failure.reason;
      const documentId = eFormRefusal(error)
        ? undefined
        : refusedDocumentId(
            error,
            all.map(({ id }) => id),
          );
      const session = documentId ? members.current.get(documentId)?.() : undefined;
      if (!documentId || !session || !(error instanceof ApiError) || !error.fieldErrorCodes) throw error;
      show({ documentId, withErrors: new Set([documentId]) });
      if (!session.showErrors(error.fieldErrorCodes)) throw error;
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { onSession, check, submit, busy };
}
