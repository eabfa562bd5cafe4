import { readOption } from './choiceOption';

/** Why a list of options was refused: a code and its parameters (worded at the edges). */
export type OptionListProblem =
  | { code: 'notAnOption'; position: number }
  | { code: 'emptyOptionValue'; position: number }
  | { code: 'duplicateOptionValue'; position: number; value: string };

const isScalar = (part: unknown) => typeof part === 'string' || typeof part === 'number';

/**
 * Whether a stored options list holds only texts, numbers and `{value, label, score?}` options
 * with distinct, non-blank values (positions count from 1). Plain texts may still repeat or be
 * blank, as lists saved before issue 21.3 do (the pickers show them once, or not at all); an
 * option with its own value must not share it, or two answers would be stored alike.
 */
export function checkOptionList(options: readonly unknown[]): OptionListProblem | null {
  const values = new Map<string, boolean>();
  for (const [index, item] of options.entries()) {
    const position = index + 1;
    if (isScalar(item)) {
      const key = String(item);
      const taken = values.get(key);
      if (taken === true) return { code: 'duplicateOptionValue', position, value: key };
      if (taken === undefined) values.set(key, false);
      continue;
    }
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { code: 'notAnOption', position };
    const { value, label, score } = item as Record<string, unknown>;
    const badScore = score !== undefined && (typeof score !== 'number' || !Number.isFinite(score));
    if (!isScalar(value) || typeof label !== 'string' || badScore) return { code: 'notAnOption', position };
    if (readOption(item) === null) return { code: 'emptyOptionValue', position };
    const key = String(value);
    if (values.has(key)) return { code: 'duplicateOptionValue', position, value: key };
    values.set(key, true);
  }
  return null;
}

/** The English wording of a problem, after "must be a list of options: " in a form check. */
export function optionListProblemText(problem: OptionListProblem): string {
  switch (problem.code) {
    case 'notAnOption':
      return `option ${problem.position} is neither a text nor {value, label, score}`;
    case 'emptyOptionValue':
      return `option ${problem.position} has an empty value`;
    case 'duplicateOptionValue':
      return `option ${problem.position} repeats the value "${problem.value}"`;
  }
}
