import {
  billingDemographicsSyncSchema,
  billingEmptyBodySchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { refused } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import { billingAdaptersOf } from '../../../payments/billingAdapters';
import { bearerSecurity, billingTags } from './billingRouteDocs';
import { loadOwnPatient } from './ownPatient';

const unavailable = 'The billing system is not answering right now. Please try again later.';

export async function demographicsSyncRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/Patients/syncPatientDemographicsWithPeregrine',
    {
      schema: {
        tags: billingTags,
        summary: "Sends the signed-in patient's demographics to the practice-management system (Peregrine)",
        description: 'Takes no body: always the signed-in patient. 502 when the system does not answer.',
        security: bearerSecurity,
        body: billingEmptyBodySchema,
        response: {
          200: billingDemographicsSyncSchema,
          401: errorReplySchema,
          404: errorReplySchema,
          502: errorReplySchema,
        },
      },
    },
    async (request) => {
      const patient = await loadOwnPatient(app.deps.db, request, portalOf(request).patientId);
      const { practiceManagement } = billingAdaptersOf(app.deps);
      const { syncedAt } = await practiceManagement
        .syncDemographics({
          patientId: patient.id,
          accountNumber: patient.accountNumber,
          firstName: patient.firstName,
          middleName: patient.middleName,
          lastName: patient.lastName,
          dateOfBirth: patient.dateOfBirth,
          email: patient.email,
          phone: patient.phone,
          addressLine1: patient.addressLine1,
          addressLine2: patient.addressLine2,
          city: patient.city,
          state: patient.state,
          zip: patient.zip,
          gender: patient.gender,
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'practice-management sync failed');
          throw refused(502, 'billingSystemUnavailable', unavailable);
        });
      await recordAudit(app.deps.db, request, {
        action: 'sync',
        resource: 'PatientDemographics',
        resourceId: patient.id,
      });
      return { synced: true as const, syncedAt };
    },
  );
}
