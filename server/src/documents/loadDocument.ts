import type { FormContent, PreparedSubmission } from '@clinic/forms-core';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documents, forms, formVersions } from '../db/schema';
import { type DocumentActor, documentScope } from './documentActor';
import { loadFormContentOrThrow } from './loadFormContentOrThrow';

export type DocumentRow = typeof documents.$inferSelect;

/** A document with the form it belongs to and the version content it is filled against. */
export interface LoadedDocument {
  document: DocumentRow;
  form: typeof forms.$inferSelect;
  version: { id: string; name: string; content: FormContent };
  /**
   * The document as this request's change prepared it (forms-core pipeline), when a change was
   * applied: a completion in the same request checks it instead of preparing again.
   */
  prepared?: PreparedSubmission;
}

/**
 * Loads a document the actor may see, or answers 404 (another patient's document included).
 * With `lock`, the row is locked until the transaction ends, so concurrent changes queue up.
 */
export async function loadDocument(
  db: Queryable,
  id: string,
  actor: DocumentActor,
  options: { lock?: boolean } = {},
): Promise<LoadedDocument> {
  const query = db
    .select({ document: documents, form: forms, version: formVersions })
    .from(documents)
    .innerJoin(forms, eq(forms.id, documents.formId))
    .innerJoin(formVersions, eq(formVersions.id, documents.versionId))
    .where(and(eq(documents.id, id), documentScope(actor)));
  const [row] = options.lock ? await query.for('update', { of: documents }) : await query;
  if (!row) throw notFound();
  return {
    document: row.document,
    form: row.form,
    version: {
      id: row.version.id,
      name: row.version.name,
      content: loadFormContentOrThrow(row.version.content, row.version.id),
    },
  };
}
