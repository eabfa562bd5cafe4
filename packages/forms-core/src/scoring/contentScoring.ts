import type { FormContent, Results } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { scoredOptionComponents } from '../options/optionScores';
import { ASSESSMENT_QUESTION_TYPE } from '../rules/scoreAssessments';
import { type ScoreResult, type ScoringPatient, scoreAnswers } from './scoreAnswers';
import type { FormScoring } from './scoringModel';

/**
 * An answer object's key: an Assessment answer's stable code when it has one (library forms), else
 * its text; Dropdown v2's chosen option value.
 */
function answerKey(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { code, text, value } = answer as { code?: unknown; text?: unknown; value?: unknown };
  if (typeof code === 'string' && code !== '') return code;
  if (typeof text === 'string') return text;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * The form's scoring with the weights of its Assessment questions taken from the form itself (the
 * answers' values), so a weight has one owner: an edited answer scores as edited, and a stored
 * answer object's own `value` is never trusted. Choice options with a score weigh the same way
 * (issue 21.3); explicit weights cover the rest and win over both.
 */
export function contentScoring(content: FormContent): FormScoring | undefined {
  if (!content.scoring) return undefined;
  const weights: FormScoring['weights'] = Object.fromEntries(scoredOptionComponents(content));
  for (const component of eachLayoutComponent(content.rows)) {
    if (component.elType !== ASSESSMENT_QUESTION_TYPE) continue;
    const answers = Array.isArray(component.properties.answers) ? component.properties.answers : [];
    weights[component.id] = Object.fromEntries(
      answers.flatMap((answer: { value?: unknown }) => {
        const key = answerKey(answer);
        return key !== undefined && typeof answer.value === 'number' ? [[key, answer.value]] : [];
      }),
    );
  }
  return { ...content.scoring, weights: { ...weights, ...content.scoring.weights } };
}

/** The answer keys of a document's results, by component id, as scoreAnswers reads them. */
function answerKeys(results: Results): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(results).map(([id, value]) => [
      id,
      typeof value === 'string' || typeof value === 'number' ? String(value) : answerKey(value),
    ]),
  );
}

/**
 * A document's declarative score, or undefined when its form has no declarative scoring.
 * `isHidden` tells which components the document hides now (the document engine's): a hidden
 * item was not asked, so it is neither scored nor missing.
 */
export function scoreContent(
  content: FormContent,
  results: Results,
  patient: ScoringPatient = {},
  isHidden: (componentId: string) => boolean = () => false,
): ScoreResult | undefined {
  const scoring = contentScoring(content);
  if (!scoring) return undefined;
  const items = new Set(scoring.scales.flatMap((scale) => scale.items));
  const notAsked = new Set([...items].filter((item) => isHidden(item)));
  return scoreAnswers(scoring, answerKeys(results), patient, notAsked);
}
