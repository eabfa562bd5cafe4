import {
  coreClinicalDoseSpotMedicationSchema,
  coreClinicalPatientParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { staffOf } from '../../../../auth/authenticate';
import type { DoseSpotClient } from '../../../../integrations/doseSpot/doseSpotClient';
import { requirePatient } from '../shared/clinicalScope';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import { doseSpotPatientIdOf } from './integrationAccess';
import { readFromIntegration } from './readFromIntegration';

/** DoseSpot of forms.md section 7: the prescribing integration's active medications. */
export function doseSpotRoutes(doseSpot: DoseSpotClient) {
  return async (app: AppInstance): Promise<void> => {
    const db = app.deps.db;
    app.get(
      '/api/core/DoseSpot/ActiveMedications/:patientId',
      {
        schema: {
          tags: ['core: DoseSpot'],
          summary: "The patient's active prescriptions from DoseSpot",
          description:
            'Refusals answer 400 with the spec text and fieldErrors.code doseSpotDisabled, ' +
            'currentUserWithoutAccess or patientNotSynchronized; a DoseSpot timeout or error answers 502 ' +
            '(code upstreamUnavailable).',
          security: staffSecurity,
          params: coreClinicalPatientParamsSchema,
          response: {
            200: z.array(coreClinicalDoseSpotMedicationSchema),
            ...clinicalErrors,
            502: errorReplySchema,
          },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const patient = await requirePatient(db, request.params.patientId);
        return readFromIntegration({
          request,
          db,
          resource: 'DoseSpotActiveMedications',
          patientId: patient.id,
          access: () => doseSpotPatientIdOf(db, staff.staffUserId, patient),
          fetch: (doseSpotPatientId) => doseSpot.activeMedications(doseSpotPatientId, new Date()),
        });
      },
    );
  };
}
