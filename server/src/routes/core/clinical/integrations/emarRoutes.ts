import {
  coreClinicalEmarDispenseRowSchema,
  coreClinicalEmarRangeQuerySchema,
  coreClinicalEmarScheduledEventSchema,
  coreClinicalEmarVitalsGroupSchema,
  coreClinicalEmptyBodySchema,
  coreClinicalPatientParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import type { EmarClient, EmarRange } from '../../../../integrations/emar/emarClient';
import { locationTimeZone } from '../../../../scheduling/locationTimeZone';
import { requirePatient } from '../shared/clinicalScope';
import { clinicalErrors, staffSecurity } from '../shared/routeSchemas';
import { emarRange } from './emarRange';
import { emarPatientIdOf } from './integrationAccess';
import { readFromIntegration } from './readFromIntegration';

const tags = ['core: Emar'];
const errors = { ...clinicalErrors, 502: errorReplySchema };
const refusals =
  'Refusals answer 400 with the spec text and fieldErrors.code emarDisabled or patientNotSynchronized; ' +
  'an eMAR timeout or error answers 502 (code upstreamUnavailable). from/to: ISO instants or clinic ' +
  'days; left out, the current clinic day.';

/** Emar of forms.md section 7: scheduled treatment events, vitals and the dispense report. */
export function emarRoutes(emar: EmarClient) {
  return async (app: AppInstance): Promise<void> => {
    const db = app.deps.db;

    /** One eMAR read for the patient of the path, over the range of the query. */
    const read = async <T>(
      request: FastifyRequest,
      patientId: string,
      query: z.infer<typeof coreClinicalEmarRangeQuerySchema>,
      resource: string,
      fetch: (emarPatientId: string, range: EmarRange, now: Date) => Promise<T>,
    ) => {
      const patient = await requirePatient(db, patientId);
      const now = new Date();
      const range = emarRange(query, now, await locationTimeZone(db, patient.locationId));
      return readFromIntegration({
        request,
        db,
        resource,
        patientId: patient.id,
        access: () => emarPatientIdOf(db, patient),
        fetch: (emarPatientId) => fetch(emarPatientId, range, now),
      });
    };

    app.post(
      '/api/core/Emar/:patientId',
      {
        schema: {
          tags,
          summary: "The patient's scheduled treatment events in a range (body {})",
          description: refusals,
          security: staffSecurity,
          params: coreClinicalPatientParamsSchema,
          querystring: coreClinicalEmarRangeQuerySchema,
          body: coreClinicalEmptyBodySchema,
          response: { 200: z.array(coreClinicalEmarScheduledEventSchema), ...errors },
        },
      },
      async (request) =>
        read(request, request.params.patientId, request.query, 'EmarScheduledEvents', (id, range, now) =>
          emar.scheduledEvents(id, range, now),
        ),
    );

    app.post(
      '/api/core/Emar/:patientId/Vitals',
      {
        schema: {
          tags,
          summary: "The patient's eMAR vitals in a range, as groups of items ({id} is the patient's id)",
          description: refusals,
          security: staffSecurity,
          params: coreClinicalPatientParamsSchema,
          querystring: coreClinicalEmarRangeQuerySchema,
          body: coreClinicalEmptyBodySchema.optional(),
          response: { 200: z.array(coreClinicalEmarVitalsGroupSchema), ...errors },
        },
      },
      async (request) =>
        read(request, request.params.patientId, request.query, 'EmarVitals', (id, range, now) =>
          emar.vitals(id, range, now),
        ),
    );

    app.post(
      '/api/core/Emar/:patientId/DispenseReport',
      {
        schema: {
          tags,
          summary: "The patient's dispense report in a range ({id} is the patient's id)",
          description: refusals,
          security: staffSecurity,
          params: coreClinicalPatientParamsSchema,
          querystring: coreClinicalEmarRangeQuerySchema,
          body: coreClinicalEmptyBodySchema.optional(),
          response: { 200: z.array(coreClinicalEmarDispenseRowSchema), ...errors },
        },
      },
      async (request) =>
        read(request, request.params.patientId, request.query, 'EmarDispenseReport', (id, range, now) =>
          emar.dispenseReport(id, range, now),
        ),
    );
  };
}
