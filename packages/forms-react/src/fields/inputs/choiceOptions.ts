import { type ChoiceOption, optionFor, readOptions } from '@clinic/forms-core';

/** The pickers read options through forms-core (issue 21.3): one reader for every consumer. */
export type { ChoiceOption };

/** The options property as a list of distinct choices (texts, `{value, label}` options, collection records). */
export const choiceOptions = readOptions;

export { optionFor };
