import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { documentGroups, documents, formGroups, forms, formVersions } from '../../../../db/schema';
import type { LoadedDocument } from '../../../../documents/loadDocument';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';
import { type EFormLink, eFormDocumentScope, eFormExpired } from './eFormLink';

/**
 * The link's documents still to fill, with the version content each is filled against: a
 * group's in its form group's order (its documents are created together, at one time, as staff
 * and the portal list them), then oldest first.
 */
export async function loadEFormDocuments(
  db: Queryable,
  link: EFormLink,
  options: { documentId?: string; lock?: boolean } = {},
): Promise<LoadedDocument[]> {
  const query = db
    .select({ document: documents, form: forms, version: formVersions })
    .from(documents)
    .innerJoin(forms, eq(forms.id, documents.formId))
    .innerJoin(formVersions, eq(formVersions.id, documents.versionId))
    .leftJoin(documentGroups, eq(documentGroups.id, documents.documentGroupId))
    .leftJoin(formGroups, eq(formGroups.id, documentGroups.formGroupId))
    .where(
      and(eFormDocumentScope(link), options.documentId ? eq(documents.id, options.documentId) : undefined),
    )
    .orderBy(
      sql`array_position(${formGroups.formIds}, ${documents.formId}) nulls last`,
      asc(documents.createdAt),
      asc(documents.id),
    );
  const rows = options.lock ? await query.for('update', { of: documents }) : await query;
  return rows.map((row) => ({
    document: row.document,
    form: row.form,
    version: {
      id: row.version.id,
      name: row.version.name,
      content: loadFormContentOrThrow(row.version.content, row.version.id),
    },
  }));
}

/** One document of the link, or 404 (a document outside the link is never told apart from an expired link). */
export async function loadEFormDocument(
  db: Queryable,
  link: EFormLink,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<LoadedDocument> {
  const [loaded] = await loadEFormDocuments(db, link, { documentId, ...options });
  if (!loaded) throw eFormExpired();
  return loaded;
}
