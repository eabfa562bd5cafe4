import {
  errorReplySchema,
  type PortalProfile,
  portalProfileSchema,
  profileChangeRequestBodySchema,
  profileChangeRequestListSchema,
  profileChangeRequestSchema,
  smsRemindersBodySchema,
} from '@clinic/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound, refusedWith } from '../../../../app/httpError';
import { requestLanguage } from '../../../../app/requestLanguage';
import { recordAudit } from '../../../../audit/recordAudit';
import { portalOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { patientChangeRequests, patients } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { toE164 } from '../../../../integrations/sms/smsClient';
import { announceChangeRequestToStaff } from '../../../../live/liveEvents';
import { checkProfileChanges } from '../../../../messaging/changeRequests/checkProfileChanges';
import { toProfileChangeRequestDto } from '../../../../messaging/changeRequests/profileChangeValues';
import { now } from '../../../../scheduling/clock';

const tags = ['portal: profile'];
const security = [{ bearer: [] }];

async function loadPatient(db: Queryable, patientId: string) {
  const [patient] = await db.select().from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  return patient;
}

function toPortalProfile(patient: typeof patients.$inferSelect): PortalProfile {
  return {
    id: patient.id,
    accountNumber: patient.accountNumber,
    firstName: patient.firstName,
    middleName: patient.middleName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    sex: patient.sex,
    gender: patient.gender,
    addressLine1: patient.addressLine1,
    addressLine2: patient.addressLine2,
    city: patient.city,
    state: patient.state,
    zip: patient.zip,
    phone: patient.phone,
    email: patient.email,
    preferredLanguage: patient.preferredLanguage,
    smsRemindersOptedInAt: isoInstant(patient.smsRemindersOptedInAt),
  };
}

/** api/portal/Profile: the patient reads their details and asks the clinic to change some. */
export async function portalProfileRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Profile',
    {
      schema: {
        tags,
        summary: "The signed-in patient's demographics and contact details",
        security,
        response: { 200: portalProfileSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      return app.deps.db.transaction(async (tx) => {
        const patient = await loadPatient(tx, patientId);
        await recordAudit(tx, request, { action: 'read', resource: 'Patient', resourceId: patientId });
        return toPortalProfile(patient);
      });
    },
  );

  app.put(
    '/api/portal/Profile/SmsReminders',
    {
      schema: {
        tags,
        summary: '"Text me appointment reminders": the patient\'s consent, kept with when it was given',
        description:
          "Texts go to the profile's phone. 400 'smsNeedsPhone' when it holds no number a text can reach.",
        security,
        body: smsRemindersBodySchema,
        response: {
          200: portalProfileSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      return app.deps.db.transaction(async (tx) => {
        const patient = await loadPatient(tx, patientId);
        if (request.body.optIn && !toE164(patient.phone)) throw refusedWith(400, 'smsNeedsPhone');
        // Turning it on again keeps the first consent's time.
        const smsRemindersOptedInAt = request.body.optIn
          ? (patient.smsRemindersOptedInAt ?? now().toISOString())
          : null;
        const [updated] = await tx
          .update(patients)
          .set({ smsRemindersOptedInAt })
          .where(eq(patients.id, patientId))
          .returning();
        await recordAudit(tx, request, { action: 'update', resource: 'Patient', resourceId: patientId });
        return toPortalProfile(updated ?? patient);
      });
    },
  );

  app.put(
    '/api/portal/Profile/ChangeRequests',
    {
      schema: {
        tags,
        summary: 'Sends profile changes to the clinic for review (pending until staff apply them)',
        description:
          'Changeable: first, middle and last name, address lines, city, state, ZIP, phone, e-mail and ' +
          'preferred language. Other fields are refused; fields equal to the current value are left out.',
        security,
        body: profileChangeRequestBodySchema,
        response: { 201: profileChangeRequestSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { patientId, loginId } = portalOf(request);
      const created = await app.deps.db.transaction(async (tx) => {
        const changes = checkProfileChanges(
          await loadPatient(tx, patientId),
          request.body.changes,
          requestLanguage(request),
        );
        const [row] = await tx
          .insert(patientChangeRequests)
          .values({ patientId, loginId, changes })
          .returning();
        if (!row) throw new Error('change request insert returned nothing');
        await recordAudit(tx, request, {
          action: 'create',
          resource: 'PatientChangeRequest',
          resourceId: row.id,
        });
        return toProfileChangeRequestDto(row);
      });
      announceChangeRequestToStaff(app.deps, { requestId: created.id, status: 'pending', change: 'created' });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/portal/Profile/ChangeRequests',
    {
      schema: {
        tags,
        summary: "The patient's change requests, newest first, with their review status",
        security,
        response: { 200: profileChangeRequestListSchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      return app.deps.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(patientChangeRequests)
          .where(eq(patientChangeRequests.patientId, patientId))
          .orderBy(desc(patientChangeRequests.createdAt), desc(patientChangeRequests.id));
        await recordAudit(tx, request, { action: 'list', resource: 'PatientChangeRequest' });
        return { items: rows.map(toProfileChangeRequestDto) };
      });
    },
  );
}
