import type { CoreFormsDocumentGroupCreate } from '@clinic/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { badRequest, notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documentGroups, formGroups, forms, patients } from '../db/schema';
import { createDocument } from './createDocument';
import type { DocumentActor } from './documentActor';
import { loadEpisode } from './loadEpisode';
import type { DocumentCaller } from './pipeline/documentCaller';

export type DocumentGroupRow = typeof documentGroups.$inferSelect;

export const emptyFormGroupMessage = 'This form group has no forms to fill.';

/**
 * A document group from a form group: the group row and one Draft document per live form of the
 * group, in the group's order. Run it in a transaction: all of it is created, or none.
 */
export async function createDocumentGroup(
  db: Queryable,
  input: CoreFormsDocumentGroupCreate,
  actor: DocumentActor,
  caller: DocumentCaller,
): Promise<DocumentGroupRow> {
  if (actor.kind === 'portal' && input.patientId !== actor.patientId) throw notFound();
  const [formGroup] = await db.select().from(formGroups).where(eq(formGroups.id, input.formGroupId));
  if (!formGroup) throw notFound();
  const [patient] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, input.patientId));
  if (!patient) throw notFound();
  if (input.episodeOfCareId) await loadEpisode(db, input.episodeOfCareId, input.patientId);
  const live =
    formGroup.formIds.length > 0
      ? await db
          .select({ id: forms.id })
          .from(forms)
          .where(and(inArray(forms.id, formGroup.formIds), isNull(forms.deletedAt)))
      : [];
  const formIds = formGroup.formIds.filter((id) => live.some((form) => form.id === id));
  if (formIds.length === 0) throw badRequest([emptyFormGroupMessage]);
  const [group] = await db
    .insert(documentGroups)
    .values({
      formGroupId: formGroup.id,
      patientId: input.patientId,
      episodeOfCareId: input.episodeOfCareId ?? null,
      effectiveDate: input.effectiveDate ?? null,
      createdById: actor.kind === 'staff' ? actor.staffUserId : null,
    })
    .returning();
  if (!group) throw new Error('document group not inserted');
  for (const formId of formIds) {
    await createDocument(
      db,
      {
        formId,
        patientId: input.patientId,
        episodeOfCareId: input.episodeOfCareId ?? null,
        documentGroupId: group.id,
        effectiveDate: input.effectiveDate ?? null,
      },
      actor,
      caller,
    );
  }
  return group;
}
