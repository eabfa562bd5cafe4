import type { CoreFormsSetScore } from '@clinic/api-contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import type { DocumentRow } from './loadDocument';
import { assertCurrentRowVersion, updateDocumentRow } from './saveDocument';
import { staffNameNow } from './staffNameNow';

/**
 * Sets a document's score by hand (also on a completed one): the reason, the moment and the staff
 * user are kept beside it, the name as it reads now, so the record stays true if the user is renamed.
 */
export async function setDocumentScore(
  tx: Transaction,
  document: DocumentRow,
  body: CoreFormsSetScore,
  staffUserId: string,
): Promise<DocumentRow> {
  assertCurrentRowVersion(document, body.rowVersion);
  return updateDocumentRow(tx, document.id, {
    score: body.score,
    scoreReason: body.reason,
    scoreSetAt: sql`now()`,
    scoreSetById: staffUserId,
    scoreSetByName: await staffNameNow(tx, staffUserId),
  });
}
