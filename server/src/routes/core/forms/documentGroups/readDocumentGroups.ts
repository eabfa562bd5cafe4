import type { CoreFormsDocumentGroup } from '@clinic/api-contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { documentGroups, documents, formGroups, storedFiles } from '../../../../db/schema';
import type { DocumentGroupRow } from '../../../../documents/createDocumentGroup';
import { isoInstant } from '../../../../documents/isoInstant';
import { selectDocumentListRows, toDocumentListItem } from '../../../../documents/toDocumentDto';
import { toStoredFileDto } from '../../../../documents/toStoredFileDto';

/** A live document group, or 404; with `lock`, held until the transaction ends. */
export async function loadDocumentGroup(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DocumentGroupRow> {
  const query = db
    .select()
    .from(documentGroups)
    .where(and(eq(documentGroups.id, id), isNull(documentGroups.deletedAt)));
  const [group] = options.lock ? await query.for('update') : await query;
  if (!group) throw notFound();
  return group;
}

/** Group replies in the order of `groups`, each with its live member documents (oldest first). */
export async function toDocumentGroupDtos(
  db: Queryable,
  groups: readonly DocumentGroupRow[],
): Promise<CoreFormsDocumentGroup[]> {
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const fileIds = groups.flatMap((group) => (group.fileId ? [group.fileId] : []));
  // One after another: callers pass their transaction, whose queries share one connection.
  const members = await selectDocumentListRows(db)
    .where(and(inArray(documents.documentGroupId, ids), isNull(documents.deletedAt)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const names = await db
    .select({ id: formGroups.id, name: formGroups.name, formIds: formGroups.formIds })
    .from(formGroups)
    .where(inArray(formGroups.id, [...new Set(groups.map((group) => group.formGroupId))]));
  const files =
    fileIds.length > 0 ? await db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds)) : [];
  return groups.map((group) => {
    const formGroup = names.find((name) => name.id === group.formGroupId);
    // Documents created together share a timestamp: the form group's order settles ties.
    const position = (formId: string) => formGroup?.formIds.indexOf(formId) ?? 0;
    const own = members
      .filter((row) => row.document.documentGroupId === group.id)
      .sort((a, b) => position(a.document.formId) - position(b.document.formId));
    return {
      id: group.id,
      formGroupId: group.formGroupId,
      formGroupName: formGroup?.name ?? '',
      patientId: group.patientId,
      episodeOfCareId: group.episodeOfCareId,
      status: group.status,
      effectiveDate: isoInstant(group.effectiveDate),
      unlockReason: group.unlockReason,
      file: toStoredFileDto(files.find((file) => file.id === group.fileId) ?? null),
      sharedWithPortal: group.sharedWithPortal,
      sharedAt: isoInstant(group.sharedAt),
      createdById: group.createdById,
      createdAt: isoInstant(group.createdAt),
      updatedAt: isoInstant(group.updatedAt),
      documents: own.map(toDocumentListItem),
    };
  });
}

/** The reply of groups asked for by id: 404 when any is unknown or deleted. */
export async function readDocumentGroups(
  db: Queryable,
  ids: readonly string[],
): Promise<CoreFormsDocumentGroup[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(documentGroups)
    .where(and(inArray(documentGroups.id, unique), isNull(documentGroups.deletedAt)));
  if (rows.length !== unique.length) throw notFound();
  return toDocumentGroupDtos(
    db,
    unique.flatMap((id) => rows.find((row) => row.id === id) ?? []),
  );
}

export async function readDocumentGroup(db: Queryable, id: string): Promise<CoreFormsDocumentGroup> {
  const [group] = await readDocumentGroups(db, [id]);
  if (!group) throw notFound();
  return group;
}
