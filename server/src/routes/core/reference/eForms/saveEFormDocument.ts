import type { Results } from '@clinic/forms-core';
import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { documents, eformLinks } from '../../../../db/schema';
import { completeDocument } from '../../../../documents/completeDocument';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import type { DocumentCaller } from '../../../../documents/pipeline/documentCaller';
import { applyDocumentChanges, assertCurrentRowVersion } from '../../../../documents/saveDocument';
import type { JobQueue } from '../../../../jobs/jobQueue';
import { type EFormLink, eFormDocumentScope } from './eFormLink';
import { loadEFormDocument } from './loadEFormDocuments';

/**
 * Saves what the patient entered in one document of the link, through the document pipeline in
 * the e-form mode: only what the e-form lets the patient change takes the sent value, the rest
 * keeps what staff stored. With `complete`, the document is checked as the browser checks it
 * (400 per component id) and completed; the patient signs here, so their signature is required.
 * With `rowVersion`, a save over a newer change is refused (409), as in the portal.
 * Run inside a transaction that locked the link.
 */
export async function saveEFormDocument(
  db: Queryable,
  link: EFormLink,
  input: { documentId: string; results: Results; complete: boolean; rowVersion?: number | undefined },
  caller: DocumentCaller,
  jobs: JobQueue,
): Promise<LoadedDocument> {
  const loaded = await loadEFormDocument(db, link, input.documentId, { lock: true });
  assertCurrentRowVersion(loaded.document, input.rowVersion);
  const saved = await applyDocumentChanges(db, loaded, {
    changes: { results: input.results },
    mode: 'e-form',
    caller,
  });
  return input.complete
    ? completeDocument(db, saved, { mode: 'e-form', filling: false, caller, jobs })
    : saved;
}

/** A link whose documents are all completed is used up: opening it again answers the expired message. */
export async function closeLinkWhenDone(db: Queryable, link: EFormLink): Promise<boolean> {
  const [remaining] = await db.select({ n: count() }).from(documents).where(eFormDocumentScope(link));
  if ((remaining?.n ?? 0) > 0) return false;
  await db.update(eformLinks).set({ completedAt: sql`now()` }).where(eq(eformLinks.id, link.id));
  return true;
}
