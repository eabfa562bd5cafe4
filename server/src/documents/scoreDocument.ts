import {
  ASSESSMENT_QUESTION_TYPE,
  eachLayoutComponent,
  type FormContent,
  type Results,
  runScoreFunction,
  scoreAssessments,
} from '@clinic/forms-core';
import { resultsScope } from './resultsScope';

/**
 * The score of a completed document: the form's scoreFunctionBody when it has one, otherwise the
 * sum of its Assessment questions. Undefined when neither applies (a score set by hand is kept).
 */
export function scoreDocument(content: FormContent, results: Results): string | undefined {
  const body = content.defaults.scoreFunctionBody.trim();
  if (body) return runScoreFunction(body, resultsScope(results));
  for (const component of eachLayoutComponent(content.rows)) {
    if (component.elType === ASSESSMENT_QUESTION_TYPE) return scoreAssessments(content, results);
  }
  return undefined;
}
