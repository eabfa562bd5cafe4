import {
  createEvaluation,
  type EvaluateOptions,
  type ExpressionScope,
  guarded,
  logExpressionError,
} from './evaluate';
import { toText } from './functions';
import { limitText } from './operators';
import type { ParsedTemplate, TemplatePart } from './template';

export interface TemplateOptions extends EvaluateOptions {
  /**
   * Where one-time (`{{::`) values are kept, one map per document. A one-time
   * part is evaluated until it has a value (not undefined), then fixed, as
   * AngularJS one-time bindings. Without a map every part is evaluated each time.
   */
  oneTimeValues?: Map<TemplatePart, unknown>;
  /**
   * Applied to each interpolated value's text, e.g. HTML escaping for rich text. A template
   * evaluated with it always yields text, even a single `{{ }}`.
   */
  escapeInterpolated?: (text: string) => string;
}

/**
 * Evaluates a parsed template: the raw value of a single `{{ }}`, otherwise text
 * with every part interpolated (lists joined by ", ", nothing as ""). Any failing
 * part is logged and the whole value is undefined (spec section 8).
 */
export function evaluateTemplate(
  template: ParsedTemplate,
  scope: ExpressionScope,
  options: TemplateOptions = {},
): unknown {
  const evaluation = createEvaluation(scope, options);
  const { oneTimeValues, escapeInterpolated } = options;
  const partValue = (part: Extract<TemplatePart, { kind: 'expression' }>): unknown => {
    if (part.oneTime && oneTimeValues?.has(part)) return oneTimeValues.get(part);
    const value = evaluation.evaluate(part.expression);
    if (part.oneTime && value !== undefined) oneTimeValues?.set(part, value);
    return value;
  };
  const result = guarded(() => {
    if (template.single && !escapeInterpolated) {
      const only = template.parts.find((part) => part.kind === 'expression');
      return only && partValue(only);
    }
    let text = '';
    for (const part of template.parts) {
      if (part.kind === 'text') text += part.text;
      else {
        const value = toText(partValue(part), evaluation);
        text += escapeInterpolated ? escapeInterpolated(value) : value;
      }
    }
    return limitText(text);
  });
  if (result.ok) return result.value;
  logExpressionError(options, result.error, template.source);
  return undefined;
}
