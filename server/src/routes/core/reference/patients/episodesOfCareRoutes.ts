import {
  coreReferenceEpisodeCloseSchema,
  coreReferenceEpisodeOfCareSchema,
  coreReferenceEpisodeOpenSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { badRequest, conflict, notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { episodesOfCare, patients } from '../../../../db/schema';
import { locationDate, locationTimeZone } from '../../../../scheduling/locationTimeZone';
import { activeLocationReference } from '../shared/activeLocationReference';
import { assertIdsExist } from '../shared/missingIds';
import { bearerSecurity, staffErrorReplies } from '../shared/routeSchemaParts';
import { nextEpisodeNumber } from './nextEpisodeNumber';
import { toEpisodeDto } from './toPatientDto';

const tags = ['core: patients'];
export const openEpisodeExistsMessage = 'This patient already has an open episode of care. Close it first.';
export const episodeClosedMessage = 'This episode of care is already closed.';

/** Opening and closing episodes of care: one open episode per patient at a time. */
export async function episodesOfCareRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.put(
    '/api/core/EpisodesOfCare',
    {
      schema: {
        tags,
        summary: 'Opens an episode of care for a patient',
        description:
          'The EOC number is generated. Refused with 409 while the patient has another open episode.',
        security: bearerSecurity,
        body: coreReferenceEpisodeOpenSchema,
        response: { 201: coreReferenceEpisodeOfCareSchema, 409: errorReplySchema, ...staffErrorReplies },
      },
    },
    async (request, reply) => {
      const { patientId } = request.body;
      const episode = await db.transaction(async (tx) => {
        const [patient] = await tx.select().from(patients).where(eq(patients.id, patientId)).for('update');
        if (!patient) throw notFound();
        const locationId =
          request.body.locationId === undefined ? patient.locationId : request.body.locationId;
        if (locationId) await assertIdsExist(tx, 'locationId', activeLocationReference, [locationId]);
        const [open] = await tx
          .select({ id: episodesOfCare.id })
          .from(episodesOfCare)
          .where(and(eq(episodesOfCare.patientId, patientId), isNull(episodesOfCare.closedAt)));
        if (open) throw conflict([openEpisodeExistsMessage]);
        const [row] = await tx
          .insert(episodesOfCare)
          .values({
            patientId,
            locationId,
            number: await nextEpisodeNumber(tx),
            startDate:
              request.body.startDate ?? locationDate(await locationTimeZone(tx, locationId), new Date()),
          })
          .returning();
        if (!row) throw new Error('episode insert returned nothing');
        await recordAudit(tx, request, {
          action: 'create',
          resource: 'EpisodeOfCare',
          resourceId: row.id,
          patientId,
        });
        return row;
      });
      return reply.status(201).send(toEpisodeDto(episode));
    },
  );

  app.patch(
    '/api/core/EpisodesOfCare/:id',
    {
      schema: {
        tags,
        summary: 'Closes an episode of care',
        description: 'Sets the end date (default today at the location) and the status Closed.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferenceEpisodeCloseSchema,
        response: { 200: coreReferenceEpisodeOfCareSchema, 409: errorReplySchema, ...staffErrorReplies },
      },
    },
    async (request) => {
      const episode = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(episodesOfCare)
          .where(eq(episodesOfCare.id, request.params.id))
          .for('update');
        if (!current) throw notFound();
        if (current.closedAt) throw conflict([episodeClosedMessage]);
        const endDate =
          request.body.endDate ?? locationDate(await locationTimeZone(tx, current.locationId), new Date());
        if (endDate < current.startDate) {
          const message = 'The end date cannot be before the start date.';
          throw badRequest([message], { endDate: [message] });
        }
        const [row] = await tx
          .update(episodesOfCare)
          .set({ endDate, status: 'Closed', closedAt: sql`now()` })
          .where(eq(episodesOfCare.id, current.id))
          .returning();
        if (!row) throw notFound();
        await recordAudit(tx, request, {
          action: 'close',
          resource: 'EpisodeOfCare',
          resourceId: row.id,
          patientId: row.patientId,
        });
        return row;
      });
      return toEpisodeDto(episode);
    },
  );
}
