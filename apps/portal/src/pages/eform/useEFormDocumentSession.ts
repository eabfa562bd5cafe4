import type { CoreReferenceDocumentCollections, CoreReferenceEFormDocument } from '@clinic/api-contract';
import type { FormContent } from '@clinic/forms-core';
import { useDocumentSession } from '@clinic/forms-react';
import { useMutation } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useMemo, useRef } from 'react';
import { usePortalFormLanguage } from '../../documents/portalFormLanguage';
import { saveEFormDocument } from './eFormCalls';
import { eFormDocumentPicker } from './eFormDocumentPicker';
import { eFormRefusal } from './eFormMessage';

export interface EFormDocumentSessionOptions {
  ticket: string;
  document: CoreReferenceEFormDocument;
  content: FormContent;
  collections: CoreReferenceDocumentCollections;
  /** A call was refused because the e-form session ended or the link went (the page decides what next). */
  onRefused(error: unknown): void;
}

/**
 * Where this device keeps answers the patient could not save before the e-form session ended,
 * until they open the link again (forms-react's unsavedAnswers): per document, as the link
 * belongs to one patient and no login exists.
 */
const unsavedAnswersKey = (documentId: string) => `eform:${documentId}`;

/**
 * One document of the link in the e-form mode, through forms-react's document session: only
 * what the document pipeline lets a patient edit is editable. Drafts save by themselves (the
 * session's autosave), naming the version they read, so nothing newer is overwritten; what is
 * still unsaved when the e-form session ends waits on this device for the patient's return.
 * `refused` tells whether a failed call ended the e-form session (and passes it on).
 */
export function useEFormDocumentSession({
  ticket,
  document,
  content,
  collections,
  onRefused,
}: EFormDocumentSessionOptions) {
  const language = usePortalFormLanguage();
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
  const documentPicker = useMemo(
    () => eFormDocumentPicker(ticket, document.episodeOfCareId),
    [ticket, document.episodeOfCareId],
  );
  const headerHtml = useMemo(
    () => (document.documentInstructions ? DOMPurify.sanitize(document.documentInstructions) : undefined),
    [document.documentInstructions],
  );
  return { session, refused, documentPicker, headerHtml, timeZone: document.timeZone };
}

export type EFormDocumentSession = ReturnType<typeof useEFormDocumentSession>;
