import type { FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';

export const ASSESSMENT_QUESTION_TYPE = 'AssessmentQuestion';

/** An answer of an Assessment question; the chosen value is the whole answer object. */
export interface AssessmentAnswer {
  text: string;
  value: number | string;
}

/**
 * The document score: the sum of the chosen answers' values over every Assessment question,
 * as a string (the document's score is a string). Unanswered questions and non-numeric
 * values add nothing.
 */
export function scoreAssessments(content: FormContent, results: Results): string {
  let total = 0;
  for (const component of eachLayoutComponent(content.rows)) {
    if (component.elType === ASSESSMENT_QUESTION_TYPE) total += answerValue(results[component.id]);
  }
  // Rounded so decimal weights do not show binary noise (0.1 + 0.2 → "0.3").
  return String(Math.round(total * 1e6) / 1e6);
}

function answerValue(answer: unknown): number {
  if (typeof answer !== 'object' || answer === null || !('value' in answer)) return 0;
  const { value } = answer;
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}
