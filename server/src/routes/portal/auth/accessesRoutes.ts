import {
  errorReplySchema,
  idParamsSchema,
  type PortalAuthPatientChoice,
  portalAuthAccessSchema,
  portalAuthCodeSchema,
  portalAuthFindAccessQuerySchema,
  portalAuthPatientChoiceSchema,
} from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import type { Queryable } from '../../../db/database';
import { findUsableLink } from '../../../portalAuth/findUsableLink';
import { findAccess, listLinkedPatients, toPatientChoice } from '../../../portalAuth/linkedPatients';

/** The patients of a login as choices, each listing audited. */
async function patientChoices(
  tx: Queryable,
  request: FastifyRequest,
  loginId: string,
): Promise<PortalAuthPatientChoice[]> {
  const linked = await listLinkedPatients(tx, loginId);
  for (const patient of linked) {
    await recordAudit(tx, request, {
      action: 'read',
      resource: 'PortalAccess',
      resourceId: loginId,
      patientId: patient.id,
    });
  }
  return linked.map(toPatientChoice);
}

/** Accesses: which patients a portal login may act for. */
export async function accessesRoutes(app: AppInstance): Promise<void> {
  const security = [{ bearer: [] }];

  app.get(
    '/api/portal/Accesses/Patients/:code',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal: accesses'],
        summary: "The patients of the e-mailed link's login (first name and last initial)",
        description:
          'For the confirm page. Reading consumes nothing, however often (e-mail scanners open ' +
          'links). An unknown, used, expired or dead link answers 400.',
        params: z.object({ code: portalAuthCodeSchema }),
        response: {
          200: z.array(portalAuthPatientChoiceSchema),
          400: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) =>
      app.deps.db.transaction(async (tx) => {
        const link = await findUsableLink(tx, request.params.code, { forUpdate: false });
        return patientChoices(tx, request, link.loginId);
      }),
  );

  app.get(
    '/api/portal/Accesses/Patients',
    {
      schema: {
        tags: ['portal: accesses'],
        summary: 'The patients the signed-in login may act for (the switch-patient list)',
        security,
        response: { 200: z.array(portalAuthPatientChoiceSchema), 401: errorReplySchema },
      },
    },
    async (request) => {
      const { loginId } = portalOf(request);
      return app.deps.db.transaction((tx) => patientChoices(tx, request, loginId));
    },
  );

  app.post(
    '/api/portal/Accesses/FindById/:id',
    {
      schema: {
        tags: ['portal: accesses'],
        summary: "The access of login {id} to patient {patientId}, if it is the signed-in login's",
        description: 'No body. Any other login, or a patient the login cannot act for, answers 404.',
        security,
        params: idParamsSchema,
        querystring: portalAuthFindAccessQuerySchema,
        response: {
          200: portalAuthAccessSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { loginId } = portalOf(request);
      if (request.params.id !== loginId) throw notFound();
      return app.deps.db.transaction(async (tx) => {
        const access = await findAccess(tx, loginId, request.query.patientId);
        if (!access) throw notFound();
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'PortalAccess',
          resourceId: loginId,
          patientId: access.patient.id,
        });
        return {
          loginId,
          patientId: access.patient.id,
          grantedAt: access.grantedAt,
          patient: toPatientChoice(access.patient),
        };
      });
    },
  );
}
