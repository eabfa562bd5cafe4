import { sql } from 'drizzle-orm';
import { badRequest, conflict } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documentMessages } from './documentMessages';
import type { LoadedDocument } from './loadDocument';
import { refreshGroupStatus } from './refreshGroupStatus';
import { updateDocumentRow } from './saveDocument';
import { scoreDocument } from './scoreDocument';
import { signatureCounts } from './signatureCounts';
import { asResults } from './toDocumentDto';
import { type ResultsValidationOptions, validateDocumentResults } from './validateDocumentResults';

/**
 * Completes a draft the caller has loaded with a lock: its results are validated again here
 * (400 with the messages per component id when they fail), the score and signature counts are
 * computed, and the document becomes Completed, and locked. A scanned upload without the form
 * attached is the document itself, so there are no results to check.
 */
export async function completeDocument(
  db: Queryable,
  loaded: LoadedDocument,
  validation: ResultsValidationOptions,
): Promise<LoadedDocument> {
  const { document, version } = loaded;
  if (document.status !== 'Draft') throw conflict([documentMessages.alreadyCompleted]);
  const results = asResults(document.results);
  const scannedOnly = document.fileId !== null && !document.attachForm;
  if (!scannedOnly) {
    const check = validateDocumentResults(version.content, results, validation);
    if (!check.valid)
      throw badRequest([documentMessages.invalidResults, ...check.messages], check.fieldErrors);
  }
  const score = scannedOnly ? undefined : scoreDocument(version.content, results);
  const updated = await updateDocumentRow(db, document.id, {
    status: 'Completed',
    completedAt: sql`now()`,
    ...(score === undefined ? {} : { score }),
    ...signatureCounts(version.content, results),
  });
  await refreshGroupStatus(db, updated.documentGroupId);
  return { ...loaded, document: updated };
}
