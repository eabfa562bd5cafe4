import type { FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { readOptions } from './choiceOption';

/** The score of each option value that has one, keyed as answers are (the value as text). */
export function optionScoreWeights(raw: unknown): Record<string, number> {
  return Object.fromEntries(
    readOptions(raw).flatMap((option) =>
      option.score === undefined ? [] : [[String(option.value), option.score] as const],
    ),
  );
}

/** Components whose options carry scores, with each value's score. */
export function scoredOptionComponents(content: FormContent): Map<string, Record<string, number>> {
  const scored = new Map<string, Record<string, number>>();
  for (const component of eachLayoutComponent(content.rows)) {
    const weights = optionScoreWeights(component.properties.options);
    if (Object.keys(weights).length > 0) scored.set(component.id, weights);
  }
  return scored;
}

/** The values an answer stores: a choice, a list of them, or Dropdown v2's `{value, otherValue}`. */
export function chosenValues(answer: unknown): string[] {
  const inner =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? (answer as { value?: unknown }).value
      : answer;
  const list = Array.isArray(inner) ? inner : [inner];
  return list.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
}

/** The sum of the chosen options' scores of one answer; undefined when none of them has one. */
export function answerOptionScore(
  weights: Readonly<Record<string, number>>,
  answer: unknown,
): number | undefined {
  const scores = chosenValues(answer).flatMap((value) => {
    const score = weights[value];
    return score === undefined ? [] : [score];
  });
  return scores.length === 0 ? undefined : scores.reduce((total, score) => total + score, 0);
}

/** The sum of every scored option chosen in a document (a form with no other scoring). */
export function sumOptionScores(content: FormContent, results: Results): number {
  let total = 0;
  for (const [id, weights] of scoredOptionComponents(content))
    total += answerOptionScore(weights, results[id]) ?? 0;
  return total;
}
