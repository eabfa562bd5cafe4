import type { ExpressionNode } from '../expressions/ast';
import { isWholeExpression } from '../expressions/computedValue';
import { type ConditionStatement, conditionFromStatements, negateCondition } from '../expressions/conditions';
import { parseExpression } from '../expressions/parse';
import { printExpression } from '../expressions/print';

/** A hidden condition as the "Component rules" dialog edits it. */
export interface ConditionRules {
  statements: ConditionStatement[];
  /** The condition is stored negated: `!(…)`. */
  negated: boolean;
}

function leaf(node: ExpressionNode): ConditionStatement | null {
  if (
    node.type === 'Binary' &&
    node.operator === '==' &&
    node.left.type === 'Identifier' &&
    node.right.type === 'Literal'
  ) {
    return { componentId: node.left.name, valueToCompare: node.right.value };
  }
  const [subject, expected] = node.type === 'Call' && node.callee === 'matches' ? node.args : [];
  if (subject?.type === 'Identifier' && expected?.type === 'Literal') {
    return { componentId: subject.name, valueToCompare: expected.value };
  }
  return null;
}

function flatten(node: ExpressionNode, out: ConditionStatement[]): boolean {
  if (node.type === 'Logical' && (node.operator === '&&' || node.operator === '||')) {
    if (!flatten(node.left, out)) return false;
    const last = out.at(-1);
    if (last) last.nextStatementJoin = node.operator === '&&' ? 'And' : 'Or';
    return flatten(node.right, out);
  }
  const statement = leaf(node);
  if (statement) out.push(statement);
  return statement !== null;
}

const sameExpression = (a: string, b: ExpressionNode) => {
  const parsed = parseExpression(a);
  return parsed.ok && printExpression(parsed.value) === printExpression(b);
};

/**
 * The `hidden` property the dialog stores: false without statements, else the condition in
 * double braces (a computed property, as the catalogue accepts a condition in place of a boolean).
 */
export function hiddenFromRules({ statements, negated }: ConditionRules): string | false {
  if (statements.length === 0) return false;
  const condition = conditionFromStatements(statements);
  return `{{ ${negated ? negateCondition(condition) : condition} }}`;
}

/**
 * Reads a `hidden` value the dialog wrote back into its statements; null when it is something
 * else (hand-written by tech staff), which the dialog must not silently rewrite. `false`, `true`
 * and blank read as no statements.
 */
export function readConditionRules(hidden: unknown): ConditionRules | null {
  if (typeof hidden === 'boolean' || hidden === undefined || hidden === null)
    return { statements: [], negated: false };
  if (typeof hidden !== 'string') return null;
  const condition =
    isWholeExpression(hidden) && !hidden.trim().startsWith('{{::') ? hidden.trim().slice(2, -2) : hidden;
  if (condition.trim() === '') return { statements: [], negated: false };
  const parsed = parseExpression(condition);
  if (!parsed.ok) return null;
  const negated = parsed.value.type === 'Unary' && parsed.value.operator === '!';
  const body =
    parsed.value.type === 'Unary' && parsed.value.operator === '!' ? parsed.value.argument : parsed.value;
  const statements: ConditionStatement[] = [];
  if (!flatten(body, statements)) return null;
  // Grouping the statements cannot express, e.g. (a || b) && c, is not read.
  return sameExpression(conditionFromStatements(statements), body) ? { statements, negated } : null;
}
