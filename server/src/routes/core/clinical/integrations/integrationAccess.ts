import {
  type CoreClinicalIntegrationErrorCode,
  coreClinicalIntegrationMessages as messages,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { organizationSettings, type patients, staffUsers } from '../../../../db/schema';

type PatientRow = typeof patients.$inferSelect;

/** A refusal of forms.md section 8: 400, the text in messages, the machine code in fieldErrors.code. */
export const integrationRefused = (code: CoreClinicalIntegrationErrorCode, message: string) =>
  new HttpError(400, [message], { code: [code] });

export async function tenantSettings(db: Queryable) {
  const [settings] = await db.select().from(organizationSettings).where(eq(organizationSettings.id, 1));
  return { doseSpotEnabled: settings?.doseSpotEnabled ?? false, emarEnabled: settings?.emarEnabled ?? false };
}

/**
 * Prescribing needs the tenant to have DoseSpot, the user to have access and the patient to be
 * synchronised (forms.md section 6), checked in that order. Answers the patient's DoseSpot id.
 */
export async function doseSpotPatientIdOf(
  db: Queryable,
  staffUserId: string,
  patient: PatientRow,
): Promise<string> {
  if (!(await tenantSettings(db)).doseSpotEnabled)
    throw integrationRefused('doseSpotDisabled', messages.doseSpotDisabled);
  if (!(await hasDoseSpotAccess(db, staffUserId))) {
    throw integrationRefused('currentUserWithoutAccess', messages.currentUserWithoutAccess);
  }
  if (!patient.doseSpotPatientId) {
    throw integrationRefused('patientNotSynchronized', messages.doseSpotPatientNotSynchronized);
  }
  return patient.doseSpotPatientId;
}

/** Whether the staff user may prescribe (and sync patients) through DoseSpot. */
export async function hasDoseSpotAccess(db: Queryable, staffUserId: string): Promise<boolean> {
  const [user] = await db
    .select({ doseSpotAccess: staffUsers.doseSpotAccess })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  return user?.doseSpotAccess ?? false;
}

/** eMAR needs the tenant to have it and the patient to be synchronised. Answers the patient's eMAR id. */
export async function emarPatientIdOf(db: Queryable, patient: PatientRow): Promise<string> {
  if (!(await tenantSettings(db)).emarEnabled)
    throw integrationRefused('emarDisabled', messages.emarDisabled);
  if (!patient.emarPatientId) {
    throw integrationRefused('patientNotSynchronized', messages.emarPatientNotSynchronized);
  }
  return patient.emarPatientId;
}
