import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { medications, staffUsers } from '../../../../db/schema';
import type { FieldErrors } from './fieldErrors';
import { checkLookupRef, loadLookups } from './lookupRefs';

/** The references of a dose (orders and administrations). */
export interface DoseRefs {
  medicationId?: string | null | undefined;
  unitOfMeasurementId?: string | null | undefined;
  medicationRouteId?: string | null | undefined;
}

/**
 * The medication must be in the catalogue; unit and route must be items of their lookup lists.
 * Answers what the dose check reads of them: the medication's strength and the unit's name.
 */
export async function checkDoseRefs(
  db: Queryable,
  errors: FieldErrors,
  refs: DoseRefs,
): Promise<{ strength: string; unitName: string }> {
  let strength = '';
  if (refs.medicationId) {
    const [med] = await db
      .select({ id: medications.id, strength: medications.strength })
      .from(medications)
      .where(and(eq(medications.id, refs.medicationId), eq(medications.active, true)));
    if (!med) errors.add('medicationId', 'Unknown medication.');
    strength = med?.strength ?? '';
  }
  const lookups = await loadLookups(db, [refs.unitOfMeasurementId, refs.medicationRouteId]);
  checkLookupRef(errors, lookups, 'unitOfMeasurementId', refs.unitOfMeasurementId, 'UnitOfMeasurement');
  checkLookupRef(errors, lookups, 'medicationRouteId', refs.medicationRouteId, 'MedicationRoute');
  const unit = refs.unitOfMeasurementId ? lookups.get(refs.unitOfMeasurementId) : undefined;
  return { strength, unitName: unit?.kind === 'UnitOfMeasurement' ? unit.name : '' };
}

/** A staff user named in a body (who gave a dose) must exist. */
export async function checkStaffRef(
  db: Queryable,
  errors: FieldErrors,
  field: string,
  staffUserId: string | null | undefined,
): Promise<void> {
  if (!staffUserId) return;
  const [user] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  if (!user) errors.add(field, 'Unknown staff user.');
}
