import type { FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { scoredOptionComponents, sumOptionScores } from '../options/optionScores';

export const ASSESSMENT_QUESTION_TYPE = 'AssessmentQuestion';

/** An answer of an Assessment question; the chosen value is the whole answer object. */
export interface AssessmentAnswer {
  text: string;
  value: number | string;
}

/**
 * The document score of a form without other scoring: the sum of the chosen answers' values over
 * every Assessment question and of the chosen options' scores (issue 21.3), as a string (the
 * document's score is a string). Unanswered questions and non-numeric values add nothing.
 */
export function scoreAssessments(content: FormContent, results: Results): string {
  let total = sumOptionScores(content, results);
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

/** Whether the form has answers that add up to a score: an Assessment question or a scored option. */
export function hasSummedScores(content: FormContent): boolean {
  for (const component of eachLayoutComponent(content.rows)) {
    if (component.elType === ASSESSMENT_QUESTION_TYPE) return true;
  }
  return scoredOptionComponents(content).size > 0;
}
