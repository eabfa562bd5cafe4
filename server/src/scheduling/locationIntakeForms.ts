import { hasEditableComponent, loadFormContent } from '@clinic/forms-core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { formGroups, forms, formVersions } from '../db/schema';

/**
 * The forms a patient fills when requesting an appointment at a location: its own forms, then
 * the forms of its form groups in group order, each once.
 */
async function locationIntakeFormIds(
  db: Queryable,
  location: { formIds: readonly string[]; formGroupIds: readonly string[] },
): Promise<string[]> {
  const groups =
    location.formGroupIds.length === 0
      ? []
      : await db
          .select({ id: formGroups.id, formIds: formGroups.formIds })
          .from(formGroups)
          .where(inArray(formGroups.id, [...location.formGroupIds]));
  const byGroup = new Map(groups.map((group) => [group.id, group.formIds]));
  const grouped = location.formGroupIds.flatMap((id) => byGroup.get(id) ?? []);
  return [...new Set([...location.formIds, ...grouped])];
}

/**
 * Those forms that exist, have an official version and something a patient can fill in, in the
 * same order, with that version. A clinician's form a location also uses (a progress note, all
 * its fields closed to e-forms) is never put to the patient.
 */
export async function loadLocationIntakeForms(
  db: Queryable,
  location: { formIds: readonly string[]; formGroupIds: readonly string[] },
) {
  const ids = await locationIntakeFormIds(db, location);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      formId: forms.id,
      name: forms.name,
      documentInstructions: forms.documentInstructions,
      versionId: formVersions.id,
      content: formVersions.content,
    })
    .from(forms)
    .innerJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
    .where(and(inArray(forms.id, ids), isNull(forms.deletedAt)));
  const byId = new Map(
    rows
      .filter((row) => {
        const loaded = loadFormContent(row.content);
        return loaded.ok && hasEditableComponent(loaded.content, 'e-form');
      })
      .map((row) => [row.formId, row]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
