import type { CoreFormsForm, CoreFormsFormSummary } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { forms, formVersions, storedFiles } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';

export type FormRow = typeof forms.$inferSelect;

/** A live (not deleted) form, or 404; with `lock`, held until the transaction ends. */
export async function loadForm(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FormRow> {
  const query = db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), isNull(forms.deletedAt)));
  const [form] = options.lock ? await query.for('update') : await query;
  if (!form) throw notFound();
  return form;
}

/** The form reply: settings, the official version's content and the scoring instructions file. */
export async function loadFormDto(db: Queryable, id: string): Promise<CoreFormsForm> {
  const [row] = await db
    .select({ form: forms, content: formVersions.content, file: storedFiles })
    .from(forms)
    .leftJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
    .leftJoin(storedFiles, eq(storedFiles.id, forms.scoringInstructionsFileId))
    .where(and(eq(forms.id, id), isNull(forms.deletedAt)));
  if (!row) throw notFound();
  const { form, file } = row;
  return {
    ...toFormSummary(form),
    documentInstructions: form.documentInstructions,
    content: row.content ?? null,
    scoringInstructions: file
      ? { fileName: file.originalName, sizeBytes: file.sizeBytes, uploadedAt: isoInstant(file.createdAt) }
      : null,
    createdAt: isoInstant(form.createdAt),
  };
}

export function toFormSummary(form: FormRow): CoreFormsFormSummary {
  return {
    id: form.id,
    name: form.name,
    menuId: form.menuId,
    category: form.category,
    showInOmt: form.showInOmt,
    currentVersionId: form.currentVersionId,
    lastEditTime: isoInstant(form.lastEditTime),
    updatedAt: isoInstant(form.updatedAt),
  };
}
