import type { Observation } from '@medplum/fhirtypes';
import type { ScaleScore, ScoreResult } from '../scoring/scoreAnswers';
import { clinicCodeSystems, LOINC_SYSTEM } from './fhirUrls';

export interface ObservationExportOptions {
  /** The id of the Observation; the API derives it from the document and the scale. */
  id?: string;
  patientId: string;
  /** The QuestionnaireResponse the score comes from. */
  responseId: string;
  /** When the document was completed, ISO date-time. */
  effective: string;
  /** The band's name in the reader's language, when known ("Moderately severe"). */
  bandText?: (band: string) => string | undefined;
}

/** The Observation id of a document's scale: stable, so a search and a read agree. */
export function observationId(documentId: string, scaleId: string): string {
  return `${documentId}-${scaleId}`.replace(/[^A-Za-z0-9\-.]/g, '-').slice(0, 64);
}

/**
 * An instrument scale's total as a survey Observation (issue 19.5): LOINC-coded when the scale has
 * a LOINC code (PHQ-9 total 44261-6), valueInteger, the band as its interpretation; undefined when
 * the missing-answer rule left no total.
 */
export function exportObservation(
  scale: ScaleScore,
  options: ObservationExportOptions,
): Observation | undefined {
  if (scale.total === null) return undefined;
  const code = scale.loinc
    ? { coding: [{ system: LOINC_SYSTEM, code: scale.loinc }] }
    : { coding: [{ system: clinicCodeSystems.scale, code: scale.id }], text: scale.id };
  const bandText = scale.band ? options.bandText?.(scale.band) : undefined;
  return {
    resourceType: 'Observation',
    ...(options.id ? { id: options.id } : {}),
    status: 'final',
    category: [
      {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey' }],
      },
    ],
    code,
    subject: { reference: `Patient/${options.patientId}` },
    effectiveDateTime: options.effective,
    valueInteger: Math.round(scale.total),
    ...(scale.band
      ? {
          interpretation: [
            {
              coding: [{ system: clinicCodeSystems.scoreBand, code: scale.band }],
              ...(bandText ? { text: bandText } : {}),
            },
          ],
        }
      : {}),
    derivedFrom: [{ reference: `QuestionnaireResponse/${options.responseId}` }],
  };
}

/** Every scale of a score with a total, as Observations. */
export function exportObservations(
  score: ScoreResult,
  options: Omit<ObservationExportOptions, 'id'> & { documentId: string },
): Observation[] {
  return score.scales.flatMap((scale) => {
    const observation = exportObservation(scale, {
      ...options,
      id: observationId(options.documentId, scale.id),
    });
    return observation ? [observation] : [];
  });
}
