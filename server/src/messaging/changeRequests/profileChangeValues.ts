import {
  type ProfileChangeField,
  type ProfileChangeRequest,
  type ProfileChanges,
  profileChangeFields,
  profileChangesSchema,
} from '@clinic/api-contract';
import type { patientChangeRequests, patients } from '../../db/schema';
import { isoInstant } from '../../documents/isoInstant';

type PatientRow = typeof patients.$inferSelect;
type ChangeRequestRow = typeof patientChangeRequests.$inferSelect;

const isChangeField = (name: string): name is ProfileChangeField =>
  (profileChangeFields as string[]).includes(name);

/** The chart's value of each named field, as text ('' for an empty phone or e-mail). */
export function currentProfileValues(patient: PatientRow, fields: Iterable<string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) if (isChangeField(field)) values[field] = patient[field] ?? '';
  return values;
}

/**
 * A stored request's changes, read back through the same whitelist the portal used, so a
 * row edited by hand can never set a column the patient may not change.
 */
export function storedProfileChanges(row: ChangeRequestRow): ProfileChanges | undefined {
  const parsed = profileChangesSchema.safeParse(row.changes);
  return parsed.success ? parsed.data : undefined;
}

export function toProfileChangeRequestDto(row: ChangeRequestRow): ProfileChangeRequest {
  const changes: Record<string, string> = {};
  for (const [field, value] of Object.entries(storedProfileChanges(row) ?? {})) {
    if (typeof value === 'string') changes[field] = value;
  }
  return {
    id: row.id,
    patientId: row.patientId,
    status: row.status,
    changes,
    createdAt: isoInstant(row.createdAt),
    reviewedAt: isoInstant(row.reviewedAt),
    rejectReason: row.status === 'rejected' ? row.rejectReason : null,
  };
}
