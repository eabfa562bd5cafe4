import {
  type FormContent,
  hasSummedScores,
  type Results,
  runScoreFunction,
  type ScoreResult,
  type ScoringPatient,
  scoreAssessments,
  scoreContent,
} from '@clinic/forms-core';
import { resultsScope } from './resultsScope';

export interface DocumentScore {
  /** The document's score column; undefined when the form does not score (a score set by hand is kept). */
  score: string | undefined;
  /** The declarative score in full, for forms with one (library instruments). */
  details: ScoreResult | undefined;
}

/**
 * The score of a completed document: the form's declarative scoring when it has one (its total
 * scale, or no score when the instrument's missing-answer rule leaves none), else its
 * scoreFunctionBody, else the sum of its Assessment questions and scored options. `isHidden` names the components
 * the document hides (its engine's): their questions were not asked.
 */
export function documentScore(
  content: FormContent,
  results: Results,
  patient: ScoringPatient = {},
  isHidden?: (componentId: string) => boolean,
): DocumentScore {
  const details = scoreContent(content, results, patient, isHidden);
  if (details) {
    const total = details.scales[0]?.total;
    return { score: total === null || total === undefined ? undefined : String(total), details };
  }
  return { score: legacyScore(content, results), details: undefined };
}

/** The score column alone, for documents that keep no details (appointment-request intake forms). */
export function scoreDocument(content: FormContent, results: Results): string | undefined {
  return documentScore(content, results).score;
}

function legacyScore(content: FormContent, results: Results): string | undefined {
  const body = content.defaults.scoreFunctionBody.trim();
  if (body) return runScoreFunction(body, resultsScope(results));
  return hasSummedScores(content) ? scoreAssessments(content, results) : undefined;
}
