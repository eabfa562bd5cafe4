import { chartListsOf, type DocumentContext, type FormContent } from '@clinic/forms-core';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { episodesOfCare, organizationSettings, patients } from '../db/schema';
import { loadChartSnapshot } from './documentContextChart';

export interface DocumentContextInput {
  patientId: string;
  /** The document's episode of care; null for a document without one. */
  episodeOfCareId: string | null;
  formName: string;
  /** The document's effective date: YYYY-MM-DD or an ISO instant. */
  effectiveDate: string | null;
  /** The form version the document is filled against: only the chart lists its sections show are read. */
  content: FormContent;
  /**
   * Whether to read the chart: the pipeline does on every save and completion; a reply's context
   * (what the browser prepares with) never carries it.
   */
  chart?: boolean;
}

/**
 * What a document's pipeline reads besides its results, from the records (never from a client):
 * the clinic's name and logo (the system settings), the patient, the episode of care and the
 * chart the form's clinical sections show; the option lists come from loadCollections. A patient
 * that does not exist, or an episode that is not theirs, answers 404: another patient's records
 * never come into a document.
 */
export async function loadDocumentContext(
  db: Queryable,
  input: DocumentContextInput,
): Promise<DocumentContext> {
  const { patientId, episodeOfCareId } = input;
  const [row] = await db
    .select({
      firstName: patients.firstName,
      middleName: patients.middleName,
      lastName: patients.lastName,
      mrn: patients.mrn,
      dateOfBirth: patients.dateOfBirth,
      episodeNumber: episodesOfCare.number,
      episodeStart: episodesOfCare.startDate,
      clinicName: organizationSettings.organizationName,
      clinicLogo: organizationSettings.organizationLogo,
    })
    .from(patients)
    .leftJoin(
      episodesOfCare,
      episodeOfCareId === null
        ? sql`false`
        : and(eq(episodesOfCare.id, episodeOfCareId), eq(episodesOfCare.patientId, patients.id)),
    )
    .leftJoin(organizationSettings, eq(organizationSettings.id, 1))
    .where(eq(patients.id, patientId));
  if (!row || (episodeOfCareId !== null && row.episodeNumber === null)) throw notFound();
  const chart =
    input.chart === false
      ? undefined
      : await loadChartSnapshot(db, { patientId, episodeOfCareId }, chartListsOf(input.content));
  return {
    clinic: row.clinicName === null ? null : { name: row.clinicName, logo: row.clinicLogo },
    formName: input.formName,
    patient: {
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      mrn: row.mrn,
      dateOfBirth: row.dateOfBirth,
    },
    episodeOfCare:
      row.episodeNumber === null ? null : { number: row.episodeNumber, startDate: row.episodeStart },
    effectiveDate: input.effectiveDate,
    ...(chart ? { chart } : {}),
  };
}
