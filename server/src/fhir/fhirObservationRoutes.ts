import type { Observation } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../app/appInstance';
import { notFound } from '../app/httpError';
import { recordAudit, recordListAudit } from '../audit/recordAudit';
import { documents } from '../db/schema';
import { documentIdIn, observationsOf, scoredDocuments } from './fhirDocuments';
import { isId, referencedId } from './fhirIds';
import { lastValue, pageOfList, type SearchQuery, searchBundle, searchPage } from './searchPaging';

/** FHIR token search: `system|code`, `|code` (no system) or `code`. */
function matchesToken(observation: Observation, token: string): boolean {
  const [system, code] = token.includes('|') ? token.split('|') : [undefined, token];
  return (observation.code.coding ?? []).some(
    (coding) =>
      coding.code === code &&
      (system === undefined || (system === '' ? !coding.system : coding.system === system)),
  );
}

/**
 * Instrument totals as Observations (issue 19.5), made from the scored documents as they are
 * read: an Observation's id is its document's id and its scale's (`<document>-<scale>`).
 */
export function observationRoutes(app: AppInstance, base: string): void {
  const db = app.deps.db;

  app.get<{ Params: { id: string } }>('/Observation/:id', async (request) => {
    const documentId = request.params.id.slice(0, 36);
    if (!isId(documentId)) throw notFound();
    return db.transaction(async (tx) => {
      const [document] = await scoredDocuments(tx, documentIdIn([documentId]));
      const observation = document
        ? observationsOf(document).find((candidate) => candidate.id === request.params.id)
        : undefined;
      if (!document || !observation) throw notFound();
      await recordAudit(tx, request, {
        action: 'read',
        resource: 'FhirObservation',
        resourceId: request.params.id,
        patientId: document.patientId,
      });
      return observation;
    });
  });

  app.get<{ Querystring: SearchQuery }>('/Observation', async (request) => {
    const page = searchPage(request);
    const patientRef = lastValue(request.query, 'patient') ?? lastValue(request.query, 'subject');
    const patientId = patientRef === undefined ? undefined : referencedId(patientRef, 'Patient');
    const codes =
      lastValue(request.query, 'code')
        ?.split(',')
        .map((token) => token.trim())
        .filter(Boolean) ?? [];
    return db.transaction(async (tx) => {
      const found =
        patientRef !== undefined && !patientId
          ? []
          : await scoredDocuments(tx, patientId ? eq(documents.patientId, patientId) : undefined);
      const observations = found
        .flatMap(observationsOf)
        .filter(
          (observation) => codes.length === 0 || codes.some((token) => matchesToken(observation, token)),
        );
      const shown = pageOfList(observations, page);
      await recordListAudit(
        tx,
        request,
        { action: 'search', resource: 'FhirObservation' },
        shown.flatMap((observation) => observation.subject?.reference?.split('/')[1] ?? []),
      );
      return searchBundle(base, request, page, shown, observations.length);
    });
  });
}
