import type { CoreFormsVersionPatch, CoreFormsVersionSaveReply } from '@clinic/api-contract';
import { decideVersionSave } from '@clinic/forms-core';
import { eq, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../../../../auth/principals';
import type { Transaction } from '../../../../db/database';
import { forms, formVersions } from '../../../../db/schema';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';
import { checkedContent } from '../content/checkedContent';
import { loadVersion, toVersionDto } from './toVersionDto';

/**
 * PATCH Versions/{id} (forms.md section 4): a version with results whose content changed becomes a
 * new version, selected and official, and the old one stays as its documents know it; anything
 * else updates in place. The version row is locked first, so a document created meanwhile (which
 * marks hasResults on the same row) is either seen here or waits for this save.
 */
export async function saveVersion(
  tx: Transaction,
  id: string,
  patch: CoreFormsVersionPatch,
  staff: StaffPrincipal,
): Promise<CoreFormsVersionSaveReply> {
  const { version, form } = await loadVersion(tx, id, { lock: true });
  const previous = loadFormContentOrThrow(version.content, version.id);
  const content = patch.content === undefined ? previous : checkedContent(patch.content, staff, previous);
  const outcome = decideVersionSave({
    version: { id: version.id, hasResults: version.hasResults, content: previous },
    newContent: content,
  });
  if (outcome === 'update-in-place') {
    const [updated] = await tx
      .update(formVersions)
      .set({
        content,
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.dependencies === undefined ? {} : { dependencies: patch.dependencies }),
        updatedAt: sql`now()`,
      })
      .where(eq(formVersions.id, id))
      .returning();
    await touchForm(tx, form.id);
    return { outcome, version: toVersionDto(updated ?? version, form) };
  }
  const [created] = await tx
    .insert(formVersions)
    .values({
      formId: form.id,
      name: patch.name ?? (await nextVersionName(tx, form.id)),
      content,
      dependencies: patch.dependencies ?? version.dependencies,
    })
    .returning();
  if (!created) throw new Error('version not inserted');
  const official = await touchForm(tx, form.id, created.id);
  return { outcome, version: toVersionDto(created, official ?? form) };
}

/** Records the edit on the form, and makes `currentVersionId` official when given. */
export async function touchForm(tx: Transaction, formId: string, currentVersionId?: string) {
  const [form] = await tx
    .update(forms)
    .set({
      lastEditTime: sql`now()`,
      updatedAt: sql`now()`,
      ...(currentVersionId ? { currentVersionId } : {}),
    })
    .where(eq(forms.id, formId))
    .returning();
  return form;
}

/** "Version N" after the form's last: what the builder would call the next one. */
export async function nextVersionName(tx: Transaction, formId: string): Promise<string> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(formVersions)
    .where(eq(formVersions.formId, formId));
  return `Version ${(row?.count ?? 0) + 1}`;
}
