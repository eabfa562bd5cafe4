import {
  coreReferencePlaceOfServiceCreateSchema,
  coreReferencePlaceOfServicePatchSchema,
  coreReferencePlaceOfServiceSchema,
  coreReferencePlacesOfServiceQuerySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, notFound } from '../../../../app/httpError';
import { appointmentRequests, appointments, placesOfService } from '../../../../db/schema';
import { activeLocationReference } from '../shared/activeLocationReference';
import { assertIdsExist } from '../shared/missingIds';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from '../shared/routeSchemaParts';
import { toPlaceOfServiceDto } from './toServiceDtos';

const tags = ['core: settings'];
export const placeInUseMessage = 'This place of service is used by appointments and cannot be deleted.';

/** api/core/PlacesOfService: where at a location a visit happens (office, telehealth...). */
export async function placesOfServiceRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/PlacesOfService',
    {
      schema: {
        tags,
        summary: 'The places of service of a location, by code',
        security: bearerSecurity,
        querystring: coreReferencePlacesOfServiceQuerySchema,
        response: { 200: z.array(coreReferencePlaceOfServiceSchema), ...staffErrorReplies },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(placesOfService)
        .where(eq(placesOfService.locationId, request.query.locationId))
        .orderBy(asc(placesOfService.code), asc(placesOfService.name));
      return rows.map(toPlaceOfServiceDto);
    },
  );

  app.put(
    '/api/core/PlacesOfService',
    {
      schema: {
        tags,
        summary: 'Adds a place of service to a location (tech staff)',
        security: bearerSecurity,
        body: coreReferencePlaceOfServiceCreateSchema,
        response: { 201: coreReferencePlaceOfServiceSchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const row = await db.transaction(async (tx) => {
        await assertIdsExist(tx, 'locationId', activeLocationReference, [request.body.locationId]);
        const [inserted] = await tx.insert(placesOfService).values(request.body).returning();
        return inserted;
      });
      if (!row) throw new Error('place of service insert returned nothing');
      return reply.status(201).send(toPlaceOfServiceDto(row));
    },
  );

  app.patch(
    '/api/core/PlacesOfService/:id',
    {
      schema: {
        tags,
        summary: 'Changes a place of service’s code or name (tech staff)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: coreReferencePlaceOfServicePatchSchema,
        response: { 200: coreReferencePlaceOfServiceSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      rejectEmptyPatch(request.body);
      const [row] = await db
        .update(placesOfService)
        .set(request.body)
        .where(eq(placesOfService.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return toPlaceOfServiceDto(row);
    },
  );

  app.delete(
    '/api/core/PlacesOfService/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a place of service no appointment uses (tech staff)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), 409: errorReplySchema, ...techStaffErrorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [place] = await tx
          .select()
          .from(placesOfService)
          .where(eq(placesOfService.id, id))
          .for('update');
        if (!place) throw notFound();
        const [used] = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(eq(appointments.placeOfServiceId, id))
          .limit(1);
        const [requested] = await tx
          .select({ id: appointmentRequests.id })
          .from(appointmentRequests)
          .where(eq(appointmentRequests.placeOfServiceId, id))
          .limit(1);
        if (used || requested) throw conflict([placeInUseMessage]);
        await tx.delete(placesOfService).where(eq(placesOfService.id, id));
      });
      return reply.status(204).send(null);
    },
  );
}
