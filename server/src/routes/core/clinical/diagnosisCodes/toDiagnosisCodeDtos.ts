import { type CoreClinicalDiagnosisCode, coreClinicalDiagnosisCategories } from '@clinic/api-contract';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { type diagnosisCodes, icdCodes } from '../../../../db/schema';
import { toIsoInstant } from '../shared/isoInstant';
import { loadLookups, lookupExtraText } from '../shared/lookupRefs';

type DiagnosisRow = typeof diagnosisCodes.$inferSelect;

/** Rows with their ICD code and status, in two queries. */
export async function toDiagnosisCodeDtos(
  db: Queryable,
  rows: readonly DiagnosisRow[],
): Promise<CoreClinicalDiagnosisCode[]> {
  const icdIds = [...new Set(rows.map((row) => row.icdCodeId))];
  const icds =
    icdIds.length === 0 ? [] : await db.select().from(icdCodes).where(inArray(icdCodes.id, icdIds));
  const icdById = new Map(icds.map((icd) => [icd.id, icd]));
  const statuses = await loadLookups(
    db,
    rows.map((row) => row.statusId),
  );
  return rows.map((row) => {
    const icd = icdById.get(row.icdCodeId)!;
    const status = row.statusId ? statuses.get(row.statusId) : undefined;
    return {
      id: row.id,
      patientId: row.patientId,
      episodeOfCareId: row.episodeOfCareId,
      icdCode: { id: icd.id, code: icd.code, description: icd.description },
      code: `${icd.code} - ${icd.description}`,
      description: row.description,
      status: status ? { id: status.id, name: status.name, color: lookupExtraText(status, 'color') } : null,
      resolvedBy: row.resolvedBy,
      activeFrom: row.activeFrom,
      category: row.category,
      createdAt: toIsoInstant(row.createdAt),
      updatedAt: toIsoInstant(row.updatedAt),
    };
  });
}

const categoryOrder = (category: CoreClinicalDiagnosisCode['category']) =>
  coreClinicalDiagnosisCategories.indexOf(category);

/** By category (Primary, Secondary, Tertiary, Quaternary), then ICD code (forms.md section 4). */
export function sortDiagnosisCodes(dtos: CoreClinicalDiagnosisCode[]): CoreClinicalDiagnosisCode[] {
  return dtos.sort(
    (a, b) =>
      categoryOrder(a.category) - categoryOrder(b.category) || a.icdCode.code.localeCompare(b.icdCode.code),
  );
}
