import {
  importQuestionnaire,
  type NotCarried,
  questionnaireName,
  questionnaireShapeSchema,
  withoutComputedProperties,
} from '@clinic/forms-core';
import type { Observation, OperationOutcomeIssue, Questionnaire } from '@medplum/fhirtypes';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app/appInstance';
import { badRequest, notFound } from '../app/httpError';
import { recordAudit, recordListAudit } from '../audit/recordAudit';
import { requireSession, staffOf } from '../auth/authenticate';
import { mayUseAdvancedOptions } from '../auth/principals';
import { documents, forms, formVersions, patients } from '../db/schema';
import { checkedContent } from '../routes/core/forms/content/checkedContent';
import { capabilityStatement } from './capabilityStatement';
import { dateCondition, parseDateSearch } from './dateSearch';
import { countOf, isId, referencedId, searchBundle } from './fhirBundle';
import { completedDocuments, documentIdIn, observationsOf, responseOf } from './fhirDocuments';
import { fhirPatient } from './fhirPatient';
import { officialForms, questionnaireOf } from './fhirQuestionnaires';
import { FHIR_JSON, fhirErrorHandler, operationOutcome } from './operationOutcome';

type Query = Record<string, string | undefined>;

function notCarriedIssue(entry: NotCarried): OperationOutcomeIssue {
  const where = entry.linkId ? `item ${entry.linkId}` : 'Questionnaire';
  return {
    severity: 'warning',
    code: 'not-supported',
    diagnostics: `${where}: ${entry.what} (${entry.elType}) was not carried`,
    ...(entry.linkId ? { expression: [`Questionnaire.item.where(linkId='${entry.linkId}')`] } : {}),
  };
}

/**
 * The FHIR R4 API (issue 19.5) under /fhir/R4: staff bearer tokens (or the staff cookie with the
 * app header) as every /api/core call, replies in application/fhir+json, errors as
 * OperationOutcome. Reads and searches of patient data are audited in their transaction like the
 * staff reads (one row per resource read, one per patient a search showed).
 */
export async function fhirRoutes(app: AppInstance): Promise<void> {
  requireSession(app, 'core');
  app.setErrorHandler(fhirErrorHandler);
  app.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .type(FHIR_JSON)
      .send(
        operationOutcome([
          { severity: 'error', code: 'not-supported', diagnostics: 'Unknown FHIR interaction.' },
        ]),
      ),
  );
  app.addContentTypeParser(
    ['application/fhir+json', 'application/json'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(badRequest(['The body is not JSON.']));
      }
    },
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.type(FHIR_JSON);
    return payload;
  });
  const db = app.deps.db;
  const base = `${app.deps.config.publicUrl.replace(/\/$/, '')}/fhir/R4`;
  const selfUrl = (request: FastifyRequest) =>
    `${app.deps.config.publicUrl.replace(/\/$/, '')}${request.url}`;

  app.get('/metadata', { config: { public: true } }, async () => capabilityStatement(base));

  app.get<{ Params: { id: string } }>('/Patient/:id', async (request) => {
    if (!isId(request.params.id)) throw notFound();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(patients).where(eq(patients.id, request.params.id));
      if (!row) throw notFound();
      await recordAudit(tx, request, {
        action: 'read',
        resource: 'FhirPatient',
        resourceId: row.id,
        patientId: row.id,
      });
      return fhirPatient(row);
    });
  });

  app.get<{ Params: { id: string } }>('/Questionnaire/:id', async (request) => {
    if (!isId(request.params.id)) throw notFound();
    const [form] = await officialForms(db, eq(forms.id, request.params.id), 1);
    if (!form) throw notFound();
    return questionnaireOf(base, form);
  });

  app.get<{ Querystring: Query }>('/Questionnaire', async (request) => {
    const { url, name, status, _count: count } = request.query;
    // Every form we serve is active: a search for another status finds nothing.
    if (status && status !== 'active') return searchBundle(base, selfUrl(request), [], 0);
    const id = url === undefined ? undefined : referencedId(url, 'Questionnaire');
    if (url !== undefined && (!id || !url.startsWith(`${base}/Questionnaire/`))) {
      return searchBundle(base, selfUrl(request), [], 0);
    }
    const rows = await officialForms(db, id ? eq(forms.id, id) : undefined, 10_000);
    // FHIR's string search: the name starts with the value, case and accents aside.
    const wanted = name?.toLowerCase();
    const matches = rows
      .filter(
        (row) =>
          !wanted ||
          questionnaireName(row.name).toLowerCase().startsWith(wanted) ||
          row.name.toLowerCase().startsWith(wanted),
      )
      .slice(0, countOf(count));
    return searchBundle(
      base,
      selfUrl(request),
      matches.map((row) => questionnaireOf(base, row)),
      matches.length,
    );
  });

  app.post<{ Body: unknown }>('/Questionnaire', async (request, reply) => {
    const shape = questionnaireShapeSchema.safeParse(request.body);
    if (!shape.success) {
      throw badRequest(
        shape.error.issues.map((issue) =>
          `Questionnaire.${issue.path.join('.')}: ${issue.message}`.replace('.:', ':'),
        ),
      );
    }
    // The checked shape holds every element the import reads; the rest passes through as it came.
    const body = request.body as Questionnaire;
    const imported = importQuestionnaire(body);
    const staff = staffOf(request);
    const allowed = mayUseAdvancedOptions(staff)
      ? { content: imported.content, removed: [] }
      : withoutComputedProperties(imported.content);
    const content = checkedContent(allowed.content, staff, null);
    const name = imported.name.trim().slice(0, 200) || 'Imported questionnaire';
    const id = await db.transaction(async (tx) => {
      const [form] = await tx
        .insert(forms)
        .values({ name, lastEditTime: sql`now()` })
        .returning({ id: forms.id });
      if (!form) throw new Error('form not inserted');
      const [version] = await tx
        .insert(formVersions)
        .values({ formId: form.id, name: 'Imported from FHIR', content })
        .returning({ id: formVersions.id });
      if (!version) throw new Error('version not inserted');
      await tx.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, form.id));
      await recordAudit(tx, request, {
        action: 'create',
        resource: 'FhirQuestionnaire',
        resourceId: form.id,
      });
      return form.id;
    });
    const issues: OperationOutcomeIssue[] = [...imported.notCarried, ...allowed.removed].map(notCarriedIssue);
    const outcome = operationOutcome(
      issues.length > 0
        ? issues
        : [
            {
              severity: 'information',
              code: 'informational',
              diagnostics: 'Imported with every element carried.',
            },
          ],
    );
    return reply.status(201).header('location', `${base}/Questionnaire/${id}`).send(outcome);
  });

  app.get<{ Params: { id: string } }>('/QuestionnaireResponse/:id', async (request) => {
    if (!isId(request.params.id)) throw notFound();
    return db.transaction(async (tx) => {
      const [document] = await completedDocuments(tx, documentIdIn([request.params.id]), 1);
      if (!document) throw notFound();
      await recordAudit(tx, request, {
        action: 'read',
        resource: 'FhirQuestionnaireResponse',
        resourceId: document.id,
        patientId: document.patientId,
      });
      return responseOf(base, document);
    });
  });

  app.get<{ Querystring: Query }>('/QuestionnaireResponse', async (request) => {
    const { patient, subject, questionnaire, authored, _count: count } = request.query;
    const patientRef = patient ?? subject;
    const patientId = patientRef === undefined ? undefined : referencedId(patientRef, 'Patient');
    const formId = questionnaire === undefined ? undefined : referencedId(questionnaire, 'Questionnaire');
    const bound = authored === undefined ? undefined : parseDateSearch(authored);
    return db.transaction(async (tx) => {
      const found =
        (patientRef !== undefined && !patientId) || (questionnaire !== undefined && !formId)
          ? []
          : await completedDocuments(
              tx,
              sql.join(
                [
                  sql`true`,
                  ...(patientId ? [eq(documents.patientId, patientId)] : []),
                  ...(formId ? [eq(documents.formId, formId)] : []),
                  ...(bound ? [dateCondition(documents.completedAt, bound) ?? sql`true`] : []),
                ],
                sql` and `,
              ),
              countOf(count),
            );
      await recordListAudit(
        tx,
        request,
        { action: 'search', resource: 'FhirQuestionnaireResponse' },
        found.map((d) => d.patientId),
      );
      return searchBundle(
        base,
        selfUrl(request),
        found.map((document) => responseOf(base, document)),
        found.length,
      );
    });
  });

  app.get<{ Querystring: Query }>('/Observation', async (request) => {
    const { patient, subject, code, _count: count } = request.query;
    const patientRef = patient ?? subject;
    const patientId = patientRef === undefined ? undefined : referencedId(patientRef, 'Patient');
    const codes =
      code
        ?.split(',')
        .map((token) => token.trim())
        .filter(Boolean) ?? [];
    return db.transaction(async (tx) => {
      const found =
        patientRef !== undefined && !patientId
          ? []
          : await completedDocuments(
              tx,
              sql.join(
                [
                  sql`${documents.scoreDetails} is not null`,
                  ...(patientId ? [eq(documents.patientId, patientId)] : []),
                ],
                sql` and `,
              ),
              countOf(undefined),
            );
      const observations = found
        .flatMap(observationsOf)
        .filter(
          (observation) => codes.length === 0 || codes.some((token) => matchesToken(observation, token)),
        )
        .slice(0, countOf(count));
      const shown = observations.flatMap(
        (observation) => observation.subject?.reference?.split('/')[1] ?? [],
      );
      await recordListAudit(tx, request, { action: 'search', resource: 'FhirObservation' }, shown);
      return searchBundle(base, selfUrl(request), observations, observations.length);
    });
  });
}

/** FHIR token search: `system|code`, `|code` (no system) or `code`. */
function matchesToken(observation: Observation, token: string): boolean {
  const [system, code] = token.includes('|') ? token.split('|') : [undefined, token];
  return (observation.code.coding ?? []).some(
    (coding) =>
      coding.code === code &&
      (system === undefined || (system === '' ? !coding.system : coding.system === system)),
  );
}
