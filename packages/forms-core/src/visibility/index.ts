export { hiddenConditionOfRule } from './compileVisibilityRule';
export {
  listComponentOptions,
  type RuleValueKind,
  ruleValueKind,
} from './componentOptions';
export { type ReadVisibility, readVisibilityRule } from './readVisibilityRule';
export { componentsInOrder, type RuleReferenceProblem, ruleReferenceProblems } from './ruleReferences';
export {
  isRuleGroup,
  isVisibilityRule,
  type RuleComparison,
  type RuleCondition,
  type RuleGroup,
  type RuleItem,
  type RuleJoin,
  type RuleValue,
  ruleComparisons,
  ruleConditions,
  ruleJoins,
  type VisibilityRule,
  valuelessComparisons,
  visibilityRuleSchema,
} from './visibilityRule';
