import type { Properties } from '../model/layout';
import { hiddenConditionOfRule } from '../visibility/compileVisibilityRule';
import { isVisibilityRule } from '../visibility/visibilityRule';
import { containsExpression } from './computedValue';
import { type EvaluateOptions, type ExpressionScope, logExpressionError } from './evaluate';
import { evaluateTemplate } from './evaluateTemplate';
import { parseExpression } from './parse';
import { type ExpressionResult, succeed } from './result';
import { type ParsedTemplate, parseTemplate } from './template';

/**
 * Reads a `hidden` condition, written bare (`TextInput1 == 'yes'`, as the
 * visibility editor writes it) or in double braces.
 */
export function parseHiddenCondition(condition: string): ExpressionResult<ParsedTemplate> {
  if (containsExpression(condition)) return parseTemplate(condition);
  const parsed = parseExpression(condition);
  if (!parsed.ok) return parsed;
  const part = {
    kind: 'expression' as const,
    source: condition.trim(),
    expression: parsed.value,
    oneTime: false,
  };
  return succeed({ source: condition, parts: [part], single: true, collection: undefined });
}

/** A `hidden` value that is a condition rather than a boolean (blank text is no condition). */
export function isHiddenCondition(hidden: unknown): hidden is string {
  return typeof hidden === 'string' && hidden.trim() !== '';
}

/**
 * The condition text of a `hidden` value: a visibility rule compiled, a written condition as is;
 * undefined for booleans and blanks. Everything that evaluates or exports `hidden` reads it here,
 * so a rule and the expression it stands for behave the same everywhere.
 */
export function hiddenConditionText(hidden: unknown): string | undefined {
  if (isHiddenCondition(hidden)) return hidden;
  return isVisibilityRule(hidden) ? hiddenConditionOfRule(hidden) : undefined;
}

/** Whether a component is hidden now: `true`, or a condition that holds. Failing conditions are logged and show the component. */
export function evaluateHidden(
  hidden: unknown,
  scope: ExpressionScope,
  options: EvaluateOptions = {},
): boolean {
  const condition = hiddenConditionText(hidden);
  if (condition === undefined) return hidden === true;
  const parsed = parseHiddenCondition(condition);
  if (!parsed.ok) {
    logExpressionError(options, parsed.error, condition);
    return false;
  }
  return Boolean(evaluateTemplate(parsed.value, scope, options));
}

/**
 * Spec section 4: setting hidden forces required to false. Hidden means `true`,
 * a non-empty condition or a visibility rule; other properties come back unchanged.
 */
export function enforceHiddenNotRequired<P extends Properties>(properties: P): P {
  const hidden = properties.hidden === true || hiddenConditionText(properties.hidden) !== undefined;
  return hidden && properties.required !== false ? { ...properties, required: false } : properties;
}
