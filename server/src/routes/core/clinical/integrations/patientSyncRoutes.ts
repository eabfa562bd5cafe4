import {
  type CoreClinicalIntegrationStatus,
  coreClinicalIntegrationStatusSchema,
  coreClinicalIntegrationSyncParamsSchema,
  coreClinicalPatientParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Database } from '../../../../db/database';
import type { IntegrationClients } from '../../../../integrations/integrationClients';
import { requirePatient } from '../shared/clinicalScope';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import { hasDoseSpotAccess, tenantSettings } from './integrationAccess';
import { syncPatient } from './patientSync';

const tags = ['core: integrations'];

async function statusOf(
  db: Database,
  staffUserId: string,
  patientId: string,
): Promise<CoreClinicalIntegrationStatus> {
  const patient = await requirePatient(db, patientId);
  const settings = await tenantSettings(db);
  return {
    doseSpot: {
      enabled: settings.doseSpotEnabled,
      userHasAccess: await hasDoseSpotAccess(db, staffUserId),
      externalPatientId: patient.doseSpotPatientId,
    },
    emar: { enabled: settings.emarEnabled, externalPatientId: patient.emarPatientId },
  };
}

/** A patient's standing with DoseSpot and eMAR, and the chart's "Sync to …" actions. */
export function patientSyncRoutes(integrations: IntegrationClients) {
  return async (app: AppInstance): Promise<void> => {
    const db = app.deps.db;

    app.get(
      '/api/core/Patients/:patientId/Integrations',
      {
        schema: {
          tags,
          summary: "Whether the clinic has DoseSpot and eMAR, and the patient's ids there",
          security: staffSecurity,
          params: coreClinicalPatientParamsSchema,
          response: { 200: coreClinicalIntegrationStatusSchema, ...clinicalErrors },
        },
      },
      async (request) => {
        const status = await statusOf(db, staffOf(request).staffUserId, request.params.patientId);
        await recordAudit(db, request, {
          action: 'read',
          resource: 'PatientIntegrations',
          patientId: request.params.patientId,
        });
        return status;
      },
    );

    app.put(
      '/api/core/Patients/:patientId/Integrations/:service',
      {
        schema: {
          tags,
          summary:
            'Syncs the patient to DoseSpot or eMAR (adds them there, or updates them) and keeps their id',
          description:
            'Refusals answer 400 with fieldErrors.code doseSpotDisabled, currentUserWithoutAccess, emarDisabled ' +
            'or patientIncomplete (the message names what the service needs); a service that times out or ' +
            'fails answers 502 (upstreamUnavailable) and nothing changes.',
          security: staffSecurity,
          params: coreClinicalIntegrationSyncParamsSchema,
          response: { 200: coreClinicalIntegrationStatusSchema, ...clinicalErrors, 502: errorReplySchema },
        },
      },
      async (request) => {
        const { patientId, service } = request.params;
        await syncPatient(db, integrations, request, patientId, service);
        return statusOf(db, staffOf(request).staffUserId, patientId);
      },
    );
  };
}
