import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { forms, formVersions } from '../db/schema';
import { documentMessages } from './documentMessages';
import type { LoadedDocument } from './loadDocument';
import { loadFormContentOrThrow } from './loadFormContentOrThrow';

/**
 * The form a new document is filled on (404 when unknown or deleted) and its version: the one
 * asked for, which must be the form's, or else the official one. The version is marked as having
 * results here, before any document points at it, so the builder cannot rewrite it underneath.
 */
export async function resolveFormVersion(
  db: Queryable,
  formId: string,
  versionId: string | undefined,
): Promise<Pick<LoadedDocument, 'form' | 'version'>> {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), isNull(forms.deletedAt)));
  if (!form) throw notFound();
  const chosen = versionId ?? form.currentVersionId;
  if (!chosen) throw badRequest([documentMessages.noVersion]);
  const [version] = await db
    .update(formVersions)
    .set({ hasResults: true })
    .where(and(eq(formVersions.id, chosen), eq(formVersions.formId, form.id)))
    .returning();
  if (!version) throw notFound();
  return {
    form,
    version: {
      id: version.id,
      name: version.name,
      content: loadFormContentOrThrow(version.content, version.id),
    },
  };
}
