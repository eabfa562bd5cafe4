import type { ExpressionNode } from './ast';
import { parseExpression } from './parse';
import { printExpression } from './print';

/** One row of the visibility editor (spec section 3, "Condition statements"). */
export interface ConditionStatement {
  componentId: string;
  valueToCompare: unknown;
  /** How this statement joins the next one; And by default. */
  nextStatementJoin?: 'And' | 'Or';
}

const JOINS = { And: '&&', Or: '||' } as const;

/**
 * Component types whose values are not plain text or numbers: dropdowns (v2
 * holds {value, otherValue}; multiselect holds a list), multiple choice (a list),
 * the boolean checkbox and assessment answers ({text, value}). Ids are the type
 * name plus a number, so the type is read from the id.
 */
const STRUCTURED_VALUE_TYPES: ReadonlySet<string> = new Set([
  'Dropdown',
  'MultipleChoice',
  'Checkbox',
  'Boolean',
  'AssessmentQuestion',
]);

function literalFor(value: unknown): ExpressionNode {
  const literal =
    typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined;
  return { type: 'Literal', value: literal ? value : String(value) };
}

function comparison({ componentId, valueToCompare }: ConditionStatement): string {
  const component: ExpressionNode = { type: 'Identifier', name: componentId };
  const expected = literalFor(valueToCompare);
  const type = componentId.replace(/\d+$/, '');
  const node: ExpressionNode = STRUCTURED_VALUE_TYPES.has(type)
    ? { type: 'Call', callee: 'matches', args: [component, expected] }
    : { type: 'Binary', operator: '==', left: component, right: expected };
  return printExpression(node);
}

/**
 * Builds a hidden condition from visibility-editor statements, e.g.
 * `TextInput1 == 'yes' && matches(Dropdown2, 'x')`. Plain components compare with
 * `==`; structured values use matches() (see README). Joins follow JavaScript
 * precedence, && before ||, as the stored condition is plain JavaScript-like text.
 */
export function conditionFromStatements(statements: readonly ConditionStatement[]): string {
  return statements
    .map((statement, index) => {
      const join = index < statements.length - 1 ? ` ${JOINS[statement.nextStatementJoin ?? 'And']} ` : '';
      return `${comparison(statement)}${join}`;
    })
    .join('');
}

/**
 * The negation of a condition, `!(expr)`, as the visibility editor stores it;
 * negating `!(expr)` gives `expr` back. Blank stays blank (no condition).
 */
export function negateCondition(expression: string): string {
  const trimmed = expression.trim();
  if (trimmed === '') return trimmed;
  const parsed = parseExpression(trimmed);
  if (
    parsed.ok &&
    parsed.value.type === 'Unary' &&
    parsed.value.operator === '!' &&
    /^!\s*\(/.test(trimmed)
  ) {
    const inner = trimmed.replace(/^!\s*\(/, '').replace(/\)$/, '');
    if (parseExpression(inner).ok) return inner.trim();
  }
  return `!(${trimmed})`;
}
