import {
  appointmentRequestSchema,
  errorReplySchema,
  patientRegistrationCreateBodySchema,
} from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { refused } from '../../../app/httpError';
import { requestLanguage } from '../../../app/requestLanguage';
import { recordAudit } from '../../../audit/recordAudit';
import { appointmentRequests, locations, organizationSettings } from '../../../db/schema';
import { announceRequestToStaff } from '../../../live/liveEvents';
import {
  selectRequestsWithNames,
  toAppointmentRequestDto,
} from '../../../scheduling/appointmentRequestsWithNames';
import { startEmailVerification } from '../../../scheduling/requester/emailVerification';
import { queueMails } from '../../../scheduling/schedulingMail';

export const registrationDisabledMessage =
  'New-patient registration is not available at this time. Please contact the clinic.';

/** PUT api/portal/PatientRegistrations: a visitor asks to become a patient (no appointment yet). */
export async function patientRegistrationRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.put(
    '/api/portal/PatientRegistrations',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        tags: ['portal: appointments'],
        summary:
          'Registers a new patient (the /new-patient-registration page); Unconfirmed until staff review it',
        description:
          'Needs newPatientRegistrationEnabled (403 otherwise). Stored as an appointment request without service or time; ' +
          'a single-use link is e-mailed to the address given, and staff can approve only once it was opened. ' +
          'Approving makes the patient (or links the existing one staff chose) and gives the address portal access ' +
          '(an existing login only once its owner confirms by e-mail). Staff are told live.',
        body: patientRegistrationCreateBodySchema,
        response: {
          200: appointmentRequestSchema,
          400: errorReplySchema,
          403: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const body = request.body;
      const [settings] = await db
        .select({ enabled: organizationSettings.newPatientRegistrationEnabled })
        .from(organizationSettings)
        .where(eq(organizationSettings.id, 1));
      if (!settings?.enabled) throw refused(403, 'registrationDisabled', registrationDisabledMessage);
      const [location] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, body.locationId), eq(locations.active, true)));
      if (!location) throw refused(400, 'locationUnavailable', 'The chosen location is not available.');
      const { requestId } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(appointmentRequests)
          .values({
            status: 'Unconfirmed',
            locationId: location.id,
            patientInfo: body.patientInfo,
            insurance: body.insurance ?? {},
            paymentInfo: body.paymentInfo ?? {},
            language: requestLanguage(request),
          })
          .returning();
        if (!row) throw new Error('registration insert returned nothing');
        await recordAudit(tx, request, {
          action: 'create',
          resource: 'AppointmentRequest',
          resourceId: row.id,
        });
        const verification = await startEmailVerification(tx, app.deps.config.publicUrl, {
          ...row,
          email: body.patientInfo.email,
        });
        await queueMails(app.deps, tx, [verification]);
        return { requestId: row.id };
      });
      announceRequestToStaff(app.deps, { requestId, status: 'Unconfirmed', change: 'created' });
      const [created] = await selectRequestsWithNames(db, eq(appointmentRequests.id, requestId));
      if (!created) throw new Error('created registration not found');
      return toAppointmentRequestDto(created);
    },
  );
}
