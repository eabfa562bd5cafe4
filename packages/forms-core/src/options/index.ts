export { checkOptionList, type OptionListProblem, optionListProblemText } from './checkOptionList';
export {
  type ChoiceOption,
  hasOptionDetails,
  isOptionValue,
  optionFor,
  readOption,
  readOptions,
  type StoredOption,
  storedOption,
} from './choiceOption';
export { componentOptionChoices, type OptionChoice } from './componentOptions';
export {
  answerOptionScore,
  chosenValues,
  optionScoreWeights,
  scoredOptionComponents,
  sumOptionScores,
} from './optionScores';
export { type EditedOption, isOptionList, pasteOptionLines } from './pasteOptionLines';
