import type { CoreClinicalVitalRecord } from '@clinic/api-contract';
import type { Queryable } from '../../../../db/database';
import type { vitalRecords } from '../../../../db/schema';
import { toIsoInstant, toIsoInstantOrNull } from '../shared/isoInstant';
import { loadLookups, lookupExtraText } from '../shared/lookupRefs';
import { loadStaffNames } from '../shared/staffNames';
import { readStoredItems } from './vitalItems';

type VitalRecordRow = typeof vitalRecords.$inferSelect;

/** Rows with their vital signs and creators, read in two queries whatever the number of rows. */
export async function toVitalRecordDtos(
  db: Queryable,
  rows: readonly VitalRecordRow[],
): Promise<CoreClinicalVitalRecord[]> {
  const itemsByRow = rows.map((row) => readStoredItems(row.items));
  const signs = await loadLookups(
    db,
    itemsByRow.flat().map((item) => item.vitalSignId),
  );
  const names = await loadStaffNames(
    db,
    rows.map((row) => row.createdById),
  );
  return rows.map((row, index) => {
    const effectiveDate = toIsoInstant(row.effectiveDate);
    const userName = row.createdById ? names.get(row.createdById) : undefined;
    return {
      id: row.id,
      patientId: row.patientId,
      episodeOfCareId: row.episodeOfCareId,
      dateTime: effectiveDate,
      effectiveDate,
      user: row.createdById && userName !== undefined ? { id: row.createdById, fullName: userName } : null,
      // An item whose sign no longer exists cannot be shown by name, so it is left out.
      items: (itemsByRow[index] ?? []).flatMap((item) => {
        const sign = signs.get(item.vitalSignId);
        if (!sign) return [];
        return [
          {
            vitalSign: {
              id: sign.id,
              name: sign.name,
              unit: lookupExtraText(sign, 'unit') ?? '',
              status: lookupExtraText(sign, 'status') ?? '',
            },
            value: item.value,
          },
        ];
      }),
      createdAt: toIsoInstant(row.createdAt),
      updatedAt: toIsoInstant(row.updatedAt),
      deletedAt: toIsoInstantOrNull(row.deletedAt),
    };
  });
}
