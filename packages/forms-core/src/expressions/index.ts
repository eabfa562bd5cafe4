export type {
  AssignmentOperator,
  BinaryOperator,
  ExpressionNode,
  LiteralValue,
  LogicalOperator,
  ScriptNode,
  StatementNode,
  UnaryOperator,
} from './ast';
export { containsExpression, isWholeExpression } from './computedValue';
export { type ConditionStatement, conditionFromStatements, negateCondition } from './conditions';
export { type ExpressionDependencies, expressionDependencies, templateDependencies } from './dependencies';
export {
  allComputedInOrder,
  buildDependencyGraph,
  type ComputedProperty,
  type Dependants,
  type DependencyGraph,
  type DependencyGraphOptions,
  findDependants,
} from './dependencyGraph';
export { escapeHtml } from './escapeHtml';
export {
  computeExpression,
  type EvaluateOptions,
  type ExpressionScope,
  evaluateExpression,
} from './evaluate';
export { evaluateTemplate, type TemplateOptions } from './evaluateTemplate';
export {
  computedTextError,
  type ExpressionCompletion,
  type ExpressionCompletions,
  expressionCompletions,
} from './expressionAssist';
export {
  BUILTIN_FUNCTIONS,
  type ExpressionFunction,
  type FunctionContext,
} from './functions';
export {
  enforceHiddenNotRequired,
  evaluateHidden,
  hiddenConditionText,
  isHiddenCondition,
  parseHiddenCondition,
} from './hidden';
export {
  EXPRESSION_MAX_STEPS,
  MAX_SOURCE_LENGTH,
  MAX_STRING_LENGTH,
  MAX_TREE_DEPTH,
  SCRIPT_MAX_STEPS,
} from './limits';
export { parseExpression } from './parse';
export { parseScript } from './parseScript';
export { printExpression } from './print';
export { type RecomputeOptions, type RecomputeResult, recomputeAll, recomputeDependants } from './recompute';
export type { ExpressionError, ExpressionLogger, ExpressionResult } from './result';
export { runScoreFunction, runScript, type ScriptResult } from './runScript';
export { stripDoubleBraces, stripDoubleBracesFromProperties } from './stripDoubleBraces';
export { type ParsedTemplate, parseTemplate, type TemplatePart } from './template';
export { type Token, tokenizeExpression } from './tokenize';
