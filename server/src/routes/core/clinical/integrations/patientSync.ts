import {
  type CoreClinicalIntegrationService,
  integrationRequiredPatientFields,
  coreClinicalIntegrationMessages as messages,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Database, Queryable } from '../../../../db/database';
import { patients } from '../../../../db/schema';
import type { IntegrationClients } from '../../../../integrations/integrationClients';
import { UpstreamFailure } from '../../../../integrations/upstreamFailure';
import { requirePatient } from '../shared/clinicalScope';
import { hasDoseSpotAccess, integrationRefused, tenantSettings } from './integrationAccess';

type PatientRow = typeof patients.$inferSelect;

const fieldNames: Record<string, string> = {
  dateOfBirth: 'date of birth',
  sex: 'sex',
  phone: 'phone',
  addressLine1: 'address',
  city: 'city',
  state: 'state',
  zip: 'ZIP code',
};

const serviceName = { DoseSpot: 'DoseSpot', Emar: 'eMAR' } as const;

/** The patient fields a service needs that the chart lacks, named as staff read them. */
function missingFields(service: CoreClinicalIntegrationService, patient: PatientRow): string[] {
  return integrationRequiredPatientFields[service]
    .filter((field) => {
      const value = patient[field];
      return value === null || String(value).trim() === '';
    })
    .map((field) => fieldNames[field] ?? field);
}

async function checkAccess(db: Database, request: FastifyRequest, service: CoreClinicalIntegrationService) {
  const settings = await tenantSettings(db);
  if (service === 'DoseSpot') {
    if (!settings.doseSpotEnabled) throw integrationRefused('doseSpotDisabled', messages.doseSpotDisabled);
    if (!(await hasDoseSpotAccess(db, staffOf(request).staffUserId)))
      throw integrationRefused('currentUserWithoutAccess', messages.currentUserWithoutAccess);
  } else if (!settings.emarEnabled) throw integrationRefused('emarDisabled', messages.emarDisabled);
}

/**
 * Syncs a patient to DoseSpot or eMAR: the service adds them (or updates the record it has) and
 * its id is stored on the patient, after which the chart's components load their data. The call
 * to the service happens outside any transaction (it may take seconds); only its answer is
 * written, with an audit row. A service that times out or fails changes nothing and says so.
 */
export async function syncPatient(
  db: Database,
  integrations: IntegrationClients,
  request: FastifyRequest,
  patientId: string,
  service: CoreClinicalIntegrationService,
): Promise<string> {
  const patient = await requirePatient(db, patientId);
  const audit = (outcome: 'success' | 'denied' | 'failure', on: Queryable = db) =>
    recordAudit(on, request, {
      action: 'sync',
      resource: `${service}Patient`,
      patientId: patient.id,
      outcome,
    });
  try {
    await checkAccess(db, request, service);
  } catch (error) {
    await audit('denied');
    throw error;
  }
  const missing = missingFields(service, patient);
  if (missing.length > 0)
    throw integrationRefused(
      'patientIncomplete',
      `${serviceName[service]} needs the patient's ${missing.join(', ')} before the patient can be synced.`,
    );
  const client = service === 'DoseSpot' ? integrations.doseSpot : integrations.emar;
  let externalId: string;
  try {
    externalId = await client.syncPatient(patient);
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    request.log.warn({ err: error }, 'integration sync failed');
    await audit('failure');
    const what = error.kind === 'timeout' ? 'did not answer in time' : 'answered with an error';
    throw new HttpError(
      502,
      [`${serviceName[service]} ${what}; the patient was not synced. Try again in a few minutes.`],
      { code: ['upstreamUnavailable'] },
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(patients)
      .set(service === 'DoseSpot' ? { doseSpotPatientId: externalId } : { emarPatientId: externalId })
      .where(eq(patients.id, patient.id));
    await audit('success', tx);
  });
  return externalId;
}
