import type { FormContent, Results } from '@clinic/forms-core';
import { listComponents } from './formContent';

interface Answer {
  text: string;
  value: number;
}

const isAnswer = (candidate: unknown): candidate is Answer =>
  typeof candidate === 'object' &&
  candidate !== null &&
  'text' in candidate &&
  'value' in candidate &&
  typeof candidate.text === 'string' &&
  typeof candidate.value === 'number';

/**
 * Results of a filled assessment: the n-th AssessmentQuestion gets the answer whose value is
 * values[n] (the spec stores the whole answer object, with a library answer's code).
 */
export function assessmentResults(content: FormContent, values: readonly number[]): Results {
  const questions = listComponents(content).filter((component) => component.elType === 'AssessmentQuestion');
  if (questions.length !== values.length) {
    throw new Error(`Demo seed: ${values.length} answers for ${questions.length} assessment questions`);
  }
  const results: Results = {};
  questions.forEach((question, index) => {
    const answers: unknown = question.properties.answers;
    const answer = Array.isArray(answers)
      ? answers.filter(isAnswer).find((candidate) => candidate.value === values[index])
      : undefined;
    if (!answer) throw new Error(`Demo seed: ${question.id} has no answer worth ${values[index]}`);
    results[question.id] = answer;
  });
  return results;
}
