import type { CoreFormsSetScore } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { staffUsers } from '../db/schema';
import type { DocumentRow } from './loadDocument';
import { assertCurrentRowVersion, updateDocumentRow } from './saveDocument';
import { toPerson } from './toPerson';

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
  const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffUserId));
  const person = toPerson(user ?? null);
  return updateDocumentRow(tx, document.id, {
    score: body.score,
    scoreReason: body.reason,
    scoreSetAt: sql`now()`,
    scoreSetById: staffUserId,
    scoreSetByName: person ? [person.fullName, person.credentials].filter(Boolean).join(', ') : null,
  });
}
