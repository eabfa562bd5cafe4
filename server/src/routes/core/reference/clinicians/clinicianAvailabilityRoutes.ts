import { coreReferenceAvailabilitySchema, idParamsSchema } from '@clinic/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { clinicianAvailability, clinicians } from '../../../../db/schema';
import { activeLocationReference } from '../shared/activeLocationReference';
import { assertIdsExist } from '../shared/missingIds';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { liveClinician } from './cliniciansRoutes';
import { toAvailabilitySlot } from './toClinicianDto';

const tags = ['core: settings'];
export const overlappingSlotsMessage = 'Two availability slots overlap on the same day.';

async function requireClinician(db: Queryable, id: string): Promise<void> {
  const [row] = await db.select({ id: clinicians.id }).from(clinicians).where(liveClinician(id));
  if (!row) throw notFound();
}

async function readWeek(db: Queryable, clinicianId: string) {
  const rows = await db
    .select()
    .from(clinicianAvailability)
    .where(eq(clinicianAvailability.clinicianId, clinicianId))
    .orderBy(asc(clinicianAvailability.weekday), asc(clinicianAvailability.startTime));
  return { slots: rows.map(toAvailabilitySlot) };
}

/** A clinician cannot be in two places at once: slots of one weekday must not overlap. */
function hasOverlap(slots: ReadonlyArray<{ weekday: number; startTime: string; endTime: string }>): boolean {
  const sorted = [...slots].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  return sorted.some((slot, i) => {
    const next = sorted[i + 1];
    return next !== undefined && next.weekday === slot.weekday && next.startTime < slot.endTime;
  });
}

/** api/core/Clinicians/{id}/Availability: the clinician's weekly hours per location. */
export async function clinicianAvailabilityRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/Clinicians/:id/Availability',
    {
      schema: {
        tags,
        summary: 'A clinician’s weekly availability',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: coreReferenceAvailabilitySchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      await requireClinician(db, request.params.id);
      return readWeek(db, request.params.id);
    },
  );

  app.put(
    '/api/core/Clinicians/:id/Availability',
    {
      schema: {
        tags,
        summary: 'Replaces a clinician’s weekly availability (tech staff)',
        description:
          'Weekday 0 is Sunday; times are HH:mm on the location’s wall clock. Slots may not overlap.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferenceAvailabilitySchema,
        response: { 200: coreReferenceAvailabilitySchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      const clinicianId = request.params.id;
      const { slots } = request.body;
      if (hasOverlap(slots))
        throw badRequest([overlappingSlotsMessage], { slots: [overlappingSlotsMessage] });
      return db.transaction(async (tx) => {
        await requireClinician(tx, clinicianId);
        await assertIdsExist(
          tx,
          'locationId',
          activeLocationReference,
          slots.map((slot) => slot.locationId),
        );
        await tx.delete(clinicianAvailability).where(eq(clinicianAvailability.clinicianId, clinicianId));
        if (slots.length > 0) {
          await tx.insert(clinicianAvailability).values(slots.map((slot) => ({ ...slot, clinicianId })));
        }
        return readWeek(tx, clinicianId);
      });
    },
  );
}
