/**
 * The two ways a property value counts as computed (spec section 3, "Common properties").
 * Both are needed: a text property is evaluated when it merely contains a `{{ }}`
 * ("Hello {{ name }}!"), while a typed property (a number, a list of options) may take an
 * expression only in place of the whole value, since text around it could not be a number.
 */

export const TEMPLATE_OPEN = '{{';
export const TEMPLATE_CLOSE = '}}';

/**
 * The whole value in double braces (whitespace around allowed). "{{::" one-time bindings and
 * {{collections.name}} references are such values too.
 */
const wholeExpressionPattern = /^\s*\{\{[\s\S]*\}\}\s*$/;

/** Some `{{ … }}` in the text: it is a template to evaluate. */
export function containsExpression(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const open = value.indexOf(TEMPLATE_OPEN);
  return open !== -1 && value.indexOf(TEMPLATE_CLOSE, open + TEMPLATE_OPEN.length) !== -1;
}

/** Nothing but one expression: it may stand in for a value of any kind. */
export function isWholeExpression(value: unknown): value is string {
  return typeof value === 'string' && wholeExpressionPattern.test(value);
}
