import {
  exportObservations,
  exportResponse,
  type FormContent,
  instrumentLibrary,
  type ScoreResult,
} from '@clinic/forms-core';
import type { Observation, QuestionnaireResponse } from '@medplum/fhirtypes';
import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { documents, formVersions } from '../db/schema';
import { staffDocumentScope } from '../documents/documentActor';
import { isoInstant } from '../documents/isoInstant';
import { scoreDetailsOf } from '../documents/scoreDetailsOf';

/** A completed document as the FHIR API reads it: its answers, its form version's content and its score. */
export interface CompletedDocument {
  id: string;
  formId: string;
  versionId: string;
  patientId: string;
  status: string;
  reopened: boolean;
  completedAt: string;
  results: Record<string, unknown>;
  content: FormContent;
  scoreDetails: unknown;
}

/** Completed documents staff may see (issue 19.5: every completed document is a QuestionnaireResponse). */
function completedScope(where: SQL | undefined): SQL | undefined {
  return and(
    staffDocumentScope(),
    eq(documents.status, 'Completed'),
    isNotNull(documents.completedAt),
    where,
  );
}

/** The search's stable order: newest first, the id breaking ties, so pages never overlap. */
const newestFirst = [desc(documents.completedAt), desc(documents.id)];

/** Completed documents staff may see, newest first: `limit` of them after skipping `offset`. */
export async function completedDocuments(
  db: Queryable,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<CompletedDocument[]> {
  const rows = await db
    .select({
      id: documents.id,
      formId: documents.formId,
      versionId: documents.versionId,
      patientId: documents.patientId,
      status: documents.status,
      unlockReason: documents.unlockReason,
      completedAt: documents.completedAt,
      results: documents.results,
      scoreDetails: documents.scoreDetails,
      content: formVersions.content,
    })
    .from(documents)
    .innerJoin(formVersions, eq(formVersions.id, documents.versionId))
    .where(completedScope(where))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.flatMap((row) =>
    row.completedAt
      ? [
          {
            ...row,
            reopened: row.unlockReason !== null,
            completedAt: isoInstant(row.completedAt),
            results: (row.results ?? {}) as Record<string, unknown>,
            content: row.content as FormContent,
          },
        ]
      : [],
  );
}

/** How many completed documents `where` finds (a search's total). */
export async function countCompletedDocuments(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(completedScope(where));
  return row?.n ?? 0;
}

/** What an instrument total's Observation is made of. */
export type ScoredDocument = Pick<CompletedDocument, 'id' | 'patientId' | 'completedAt' | 'scoreDetails'>;

/**
 * Every scored completed document `where` finds, newest first, without answers or form content:
 * an Observation search filters the totals by code after scoring, so it reads them all.
 */
export async function scoredDocuments(db: Queryable, where: SQL | undefined): Promise<ScoredDocument[]> {
  const rows = await db
    .select({
      id: documents.id,
      patientId: documents.patientId,
      completedAt: documents.completedAt,
      scoreDetails: documents.scoreDetails,
    })
    .from(documents)
    .where(completedScope(and(isNotNull(documents.scoreDetails), where)))
    .orderBy(...newestFirst);
  return rows.flatMap((row) =>
    row.completedAt ? [{ ...row, completedAt: isoInstant(row.completedAt) }] : [],
  );
}

export const documentIdIn = (ids: string[]) => inArray(documents.id, ids);

export function questionnaireUrl(base: string, formId: string): string {
  return `${base}/Questionnaire/${formId}`;
}

export function responseOf(base: string, document: CompletedDocument): QuestionnaireResponse {
  return exportResponse(document.content, document.results, {
    id: document.id,
    questionnaire: `${questionnaireUrl(base, document.formId)}|${document.versionId}`,
    status: document.status,
    reopened: document.reopened,
    patientId: document.patientId,
    authored: document.completedAt,
  });
}

/** The English name of a library instrument's band, for the Observation's interpretation text. */
function bandText(score: ScoreResult): (band: string) => string | undefined {
  const instrument = score.instrument ? instrumentLibrary[score.instrument.id] : undefined;
  return (band) => instrument?.bandLabels[band]?.en;
}

export function observationsOf(document: ScoredDocument): Observation[] {
  const score = scoreDetailsOf(document.scoreDetails) as ScoreResult | null;
  if (!score) return [];
  return exportObservations(score, {
    documentId: document.id,
    patientId: document.patientId,
    responseId: document.id,
    effective: document.completedAt,
    bandText: bandText(score),
  });
}
