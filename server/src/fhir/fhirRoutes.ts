import { fhirRefusalText } from '@clinic/api-contract';
import {
  importQuestionnaire,
  loadFhirPathEvaluator,
  type NotCarried,
  questionnaireName,
  questionnaireShapeSchema,
  withoutComputedProperties,
} from '@clinic/forms-core';
import type { OperationOutcomeIssue, Questionnaire } from '@medplum/fhirtypes';
import { eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../app/appInstance';
import { badRequest, notFound } from '../app/httpError';
import { requestLanguage } from '../app/requestLanguage';
import { recordAudit, recordListAudit } from '../audit/recordAudit';
import { requireSession, staffOf } from '../auth/authenticate';
import { mayUseAdvancedOptions } from '../auth/principals';
import { documents, forms, formVersions } from '../db/schema';
import { checkedContent } from '../routes/core/forms/content/checkedContent';
import { capabilityStatement } from './capabilityStatement';
import { dateCondition, parseDateSearch } from './dateSearch';
import { completedDocuments, countCompletedDocuments, documentIdIn, responseOf } from './fhirDocuments';
import { isId, referencedId } from './fhirIds';
import { observationRoutes } from './fhirObservationRoutes';
import { patientRoutes } from './fhirPatientRoutes';
import { officialForms, questionnaireOf } from './fhirQuestionnaires';
import { FHIR_JSON, fhirErrorHandler, operationOutcome } from './operationOutcome';
import { lastValue, pageOfList, type SearchQuery, searchBundle, searchPage } from './searchPaging';

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
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type(FHIR_JSON)
      .send(
        operationOutcome([
          {
            severity: 'error',
            code: 'not-supported',
            diagnostics: fhirRefusalText('fhirUnknownInteraction', requestLanguage(request), {}),
          },
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

  app.get('/metadata', { config: { public: true } }, async () => capabilityStatement(base));
  patientRoutes(app, base);
  observationRoutes(app, base);

  app.get<{ Params: { id: string } }>('/Questionnaire/:id', async (request) => {
    if (!isId(request.params.id)) throw notFound();
    const [form] = await officialForms(db, eq(forms.id, request.params.id), 1);
    if (!form) throw notFound();
    return questionnaireOf(base, form);
  });

  app.get<{ Querystring: SearchQuery }>('/Questionnaire', async (request) => {
    const page = searchPage(request);
    const [url, name, status] = ['url', 'name', 'status'].map((key) => lastValue(request.query, key));
    // Every form we serve is active: a search for another status finds nothing.
    if (status && status !== 'active') return searchBundle(base, request, page, [], 0);
    const id = url === undefined ? undefined : referencedId(url, 'Questionnaire');
    if (url !== undefined && (!id || !url.startsWith(`${base}/Questionnaire/`))) {
      return searchBundle(base, request, page, [], 0);
    }
    const rows = await officialForms(db, id ? eq(forms.id, id) : undefined, 10_000);
    // FHIR's string search: the name starts with the value, case and accents aside.
    const wanted = name?.toLowerCase();
    const matches = rows.filter(
      (row) =>
        !wanted ||
        questionnaireName(row.name).toLowerCase().startsWith(wanted) ||
        row.name.toLowerCase().startsWith(wanted),
    );
    return searchBundle(
      base,
      request,
      page,
      pageOfList(matches, page).map((row) => questionnaireOf(base, row)),
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
    // With the engine, FHIRPath that does not even parse is reported rather than kept silently.
    const imported = importQuestionnaire(body, { fhirPath: await loadFhirPathEvaluator() });
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

  app.get<{ Querystring: SearchQuery }>('/QuestionnaireResponse', async (request) => {
    const page = searchPage(request);
    const [patient, subject, questionnaire, authored] = [
      'patient',
      'subject',
      'questionnaire',
      'authored',
    ].map((key) => lastValue(request.query, key));
    const patientRef = patient ?? subject;
    const patientId = patientRef === undefined ? undefined : referencedId(patientRef, 'Patient');
    const formId = questionnaire === undefined ? undefined : referencedId(questionnaire, 'Questionnaire');
    const bound = authored === undefined ? undefined : parseDateSearch(authored, request);
    const where = sql.join(
      [
        sql`true`,
        ...(patientId ? [eq(documents.patientId, patientId)] : []),
        ...(formId ? [eq(documents.formId, formId)] : []),
        ...(bound ? [dateCondition(documents.completedAt, bound) ?? sql`true`] : []),
      ],
      sql` and `,
    );
    const findsNothing = (patientRef !== undefined && !patientId) || (questionnaire !== undefined && !formId);
    return db.transaction(async (tx) => {
      // One after another: in a transaction both would share its single connection.
      const found = findsNothing ? [] : await completedDocuments(tx, where, page.count, page.offset);
      const total = findsNothing ? 0 : await countCompletedDocuments(tx, where);
      await recordListAudit(
        tx,
        request,
        { action: 'search', resource: 'FhirQuestionnaireResponse' },
        found.map((d) => d.patientId),
      );
      return searchBundle(
        base,
        request,
        page,
        found.map((document) => responseOf(base, document)),
        total,
      );
    });
  });
}
