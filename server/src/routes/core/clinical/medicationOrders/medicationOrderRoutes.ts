import {
  coreClinicalDeletedCountSchema,
  coreClinicalEmptyBodySchema,
  coreClinicalEpisodeParamsSchema,
  coreClinicalMedicationDeleteAllSchema,
  idParamsSchema,
} from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Queryable } from '../../../../db/database';
import { requireEpisode } from '../shared/clinicalScope';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import type { MedicationOrderKind, OrderRow } from './medicationOrderKind';

/** Undefined fields of a change keep their stored value; null clears. */
const definedOnly = <T extends object>(change: T): Partial<T> =>
  Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The seven calls of ScheduledMedication and PrnMedication (forms.md section 7): GET/PATCH/DELETE
 * {id}, POST {episodeOfCareId} with body {} (the episode's orders, latest start first), PUT,
 * PATCH {id}/SetValues and PATCH DeleteAll. Every read and write is audited in its transaction.
 */
export function medicationOrderRoutes<Row extends OrderRow, Input extends object, Values, Dto>(
  kind: MedicationOrderKind<Row, Input, Values, Dto>,
) {
  const base = `/api/core/${kind.path}`;
  const tags = [kind.tag];
  const { resource } = kind;
  // Typed loosely here so the route types do not depend on the kind's type parameters; each
  // schema validates its body before the handler runs, which is what the casts below rely on.
  const schemas: Record<keyof typeof kind.schemas, z.ZodType> = kind.schemas;

  return async (app: AppInstance): Promise<void> => {
    const db = app.deps.db;

    const loadLive = async (tx: Queryable, id: string) => {
      const row = await kind.load(tx, id);
      if (!row) throw notFound();
      return row;
    };
    const one = async (tx: Queryable, row: Row) => (await kind.toDtos(tx, [row]))[0]!;

    /** Merges a change onto the stored order, checks the result like the modal, and stores it. */
    const change = (request: FastifyRequest, id: string, body: Partial<Input>) =>
      db.transaction(async (tx) => {
        const existing = await loadLive(tx, id);
        const stored = kind.storedInput(existing);
        const values = await kind.validate(tx, { ...stored, ...definedOnly(body) }, stored);
        const row = await kind.update(tx, existing.id, values);
        await recordAudit(tx, request, {
          action: 'update',
          resource,
          resourceId: id,
          patientId: existing.patientId,
        });
        return one(tx, row);
      });

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `One ${kind.label}`,
          security: staffSecurity,
          params: idParamsSchema,
          response: { 200: schemas.dto, ...clinicalErrors },
        },
      },
      async (request) =>
        db.transaction(async (tx) => {
          const row = await loadLive(tx, request.params.id);
          await recordAudit(tx, request, {
            action: 'read',
            resource,
            resourceId: row.id,
            patientId: row.patientId,
          });
          return one(tx, row);
        }),
    );

    app.post(
      `${base}/:episodeOfCareId`,
      {
        schema: {
          tags,
          summary: `The episode's ${kind.label}s, latest start date first`,
          description: 'The body is {} (forms.md section 7).',
          security: staffSecurity,
          params: coreClinicalEpisodeParamsSchema,
          body: coreClinicalEmptyBodySchema,
          response: { 200: z.array(schemas.dto), ...clinicalErrors },
        },
      },
      async (request) =>
        db.transaction(async (tx) => {
          const episode = await requireEpisode(tx, request.params.episodeOfCareId);
          const rows = await kind.listByEpisode(tx, episode.id);
          await recordAudit(tx, request, { action: 'read', resource, patientId: episode.patientId });
          return kind.toDtos(tx, rows);
        }),
    );

    app.put(
      base,
      {
        schema: {
          tags,
          summary: `Orders a ${kind.label} for an episode, checked like the Add medication modal`,
          description:
            'Errors come per field in fieldErrors: medicationId, medicationRouteId, dosageAmount, ' +
            'unitOfMeasurementId, startDate, the end date, times and the schedule.',
          security: staffSecurity,
          body: schemas.create,
          response: { 201: schemas.dto, ...clinicalErrors },
        },
      },
      async (request, reply) => {
        const { episodeOfCareId, ...input } = request.body as Input & { episodeOfCareId: string };
        const dto = await db.transaction(async (tx) => {
          const episode = await requireEpisode(tx, episodeOfCareId);
          const values = await kind.validate(tx, input as Input);
          const row = await kind.insert(tx, {
            ...values,
            patientId: episode.patientId,
            episodeOfCareId: episode.id,
          });
          await recordAudit(tx, request, {
            action: 'create',
            resource,
            resourceId: row.id,
            patientId: episode.patientId,
          });
          return one(tx, row);
        });
        return reply.status(201).send(dto);
      },
    );

    app.patch(
      `${base}/DeleteAll`,
      {
        schema: {
          tags,
          summary: `Deletes the listed ${kind.label}s of an episode, or all of them without ids`,
          description:
            'All or nothing: an id that is not a live order of the episode answers 404 and deletes none.',
          security: staffSecurity,
          body: coreClinicalMedicationDeleteAllSchema,
          response: { 200: coreClinicalDeletedCountSchema, ...clinicalErrors },
        },
      },
      async (request) =>
        db.transaction(async (tx) => {
          const episode = await requireEpisode(tx, request.body.episodeOfCareId);
          const wanted = request.body.ids ? [...new Set(request.body.ids)] : undefined;
          const deleted = await kind.softDelete(tx, episode.id, wanted);
          // Throwing rolls the transaction back, so a partly unknown list deletes nothing.
          if (wanted && deleted.length !== wanted.length) throw notFound();
          for (const id of deleted) {
            await recordAudit(tx, request, {
              action: 'delete',
              resource,
              resourceId: id,
              patientId: episode.patientId,
            });
          }
          return { deleted: deleted.length };
        }),
    );

    app.patch(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Changes a ${kind.label} from the edit modal (fields left out keep their value)`,
          security: staffSecurity,
          params: idParamsSchema,
          body: schemas.patch,
          response: { 200: schemas.dto, ...clinicalErrors },
        },
      },
      async (request) => change(request, request.params.id, request.body as Partial<Input>),
    );

    app.patch(
      `${base}/:id/SetValues`,
      {
        schema: {
          tags,
          summary: `Sets the dates, schedule and instructions of a ${kind.label}`,
          description: 'The medication and dose stay as ordered; change those with PATCH {id}.',
          security: staffSecurity,
          params: idParamsSchema,
          body: schemas.values,
          response: { 200: schemas.dto, ...clinicalErrors },
        },
      },
      async (request) => change(request, request.params.id, request.body as Partial<Input>),
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Deletes a ${kind.label} (kept, marked deleted)`,
          security: staffSecurity,
          params: idParamsSchema,
          response: { 204: z.null(), ...clinicalErrors },
        },
      },
      async (request, reply) => {
        await db.transaction(async (tx) => {
          const existing = await loadLive(tx, request.params.id);
          await kind.softDelete(tx, existing.episodeOfCareId, [existing.id]);
          await recordAudit(tx, request, {
            action: 'delete',
            resource,
            resourceId: existing.id,
            patientId: existing.patientId,
          });
        });
        return reply.status(204).send(null);
      },
    );
  };
}
