import type { CoreFormsVersion, CoreFormsVersionSummary } from '@clinic/api-contract';
import { desc, eq } from 'drizzle-orm';
import { notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { formVersions } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { type FormRow, loadForm } from '../forms/loadFormDto';

export type VersionRow = typeof formVersions.$inferSelect;

/** A version of a live form with that form, or 404; with `lock`, the version row is held. */
export async function loadVersion(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ version: VersionRow; form: FormRow }> {
  const query = db.select().from(formVersions).where(eq(formVersions.id, id));
  const [version] = options.lock ? await query.for('update') : await query;
  if (!version) throw notFound();
  return { version, form: await loadForm(db, version.formId) };
}

export function toVersionSummary(version: VersionRow, form: FormRow): CoreFormsVersionSummary {
  return {
    id: version.id,
    formId: version.formId,
    name: version.name,
    hasResults: version.hasResults,
    isCurrent: form.currentVersionId === version.id,
    createdAt: isoInstant(version.createdAt),
    updatedAt: isoInstant(version.updatedAt),
  };
}

export function toVersionDto(version: VersionRow, form: FormRow): CoreFormsVersion {
  return {
    ...toVersionSummary(version, form),
    content: version.content,
    dependencies: asRecord(version.dependencies),
  };
}

export async function listVersionSummaries(db: Queryable, form: FormRow): Promise<CoreFormsVersionSummary[]> {
  const rows = await db
    .select()
    .from(formVersions)
    .where(eq(formVersions.formId, form.id))
    .orderBy(desc(formVersions.createdAt), desc(formVersions.id));
  return rows.map((row) => toVersionSummary(row, form));
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
