/**
 * A property value in double braces is a computed expression (spec section 3);
 * "{{::" marks one-time binding and {{collections.name}} a collections reference,
 * both of which are double-brace values too. Evaluation lives in ../expressions.
 */
const computedPattern = /^\s*\{\{[\s\S]*\}\}\s*$/;

export function isComputedPropertyValue(value: unknown): value is string {
  return typeof value === 'string' && computedPattern.test(value);
}
