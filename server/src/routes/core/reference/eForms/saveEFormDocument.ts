import type { Results } from '@clinic/forms-core';
import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { documents, eformLinks } from '../../../../db/schema';
import { completeDocument } from '../../../../documents/completeDocument';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import { restrictToEditable } from '../../../../documents/restrictToEditable';
import { updateDocumentRow } from '../../../../documents/saveDocument';
import { signatureCounts } from '../../../../documents/signatureCounts';
import { asResults } from '../../../../documents/toDocumentDto';
import { type EFormLink, eFormDocumentScope } from './eFormLink';
import { loadEFormDocument } from './loadEFormDocuments';

/**
 * Saves what the patient entered in one document of the link: only components editable in the
 * e-form (eFormEditable) take the sent value, the rest keep what staff stored. With `complete`,
 * the results are validated in mode 'e-form' (400 per component id) and the document completed.
 * Run inside a transaction that locked the link.
 */
export async function saveEFormDocument(
  db: Queryable,
  link: EFormLink,
  input: { documentId: string; results: Results; complete: boolean },
): Promise<LoadedDocument> {
  const loaded = await loadEFormDocument(db, link, input.documentId, { lock: true });
  const results = restrictToEditable(
    loaded.version.content,
    asResults(loaded.document.results),
    input.results,
  );
  const document = await updateDocumentRow(db, loaded.document.id, {
    results,
    ...signatureCounts(loaded.version.content, results),
  });
  const saved = { ...loaded, document };
  return input.complete ? completeDocument(db, saved, { mode: 'e-form' }) : saved;
}

/** A link whose documents are all completed is used up: opening it again answers the expired message. */
export async function closeLinkWhenDone(db: Queryable, link: EFormLink): Promise<boolean> {
  const [remaining] = await db.select({ n: count() }).from(documents).where(eFormDocumentScope(link));
  if ((remaining?.n ?? 0) > 0) return false;
  await db.update(eformLinks).set({ completedAt: sql`now()` }).where(eq(eformLinks.id, link.id));
  return true;
}
