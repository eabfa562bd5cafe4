import { readConditionRules } from '../editing/conditionStatements';
import type { ConditionStatement } from '../expressions/conditions';
import { isVisibilityRule, type RuleCondition, type RuleItem, type VisibilityRule } from './visibilityRule';

/** What the rule builder finds in a component's `hidden` property. */
export type ReadVisibility =
  /** Always shown, or always hidden (`hidden: true`), or blank. */
  | { kind: 'none' }
  | { kind: 'rule'; rule: VisibilityRule }
  /** A hand-written condition (tech staff) the builder cannot show as a rule. */
  | { kind: 'expression' };

const toValue = (value: unknown): RuleCondition['value'] =>
  typeof value === 'number' || typeof value === 'boolean' ? value : String(value ?? '');

const equalsCondition = (statement: ConditionStatement): RuleCondition => ({
  componentId: statement.componentId,
  comparison: 'equals',
  value: toValue(statement.valueToCompare),
});

/**
 * The old dialog's statements ("a equals x" joined by And/Or, And binding first as in the
 * stored text) as a rule: an Or of And groups, or one And/Or list when the joins are all alike.
 */
function ruleOfStatements(statements: readonly ConditionStatement[], effect: VisibilityRule['effect']) {
  const segments: ConditionStatement[][] = [[]];
  statements.forEach((statement, index) => {
    segments.at(-1)?.push(statement);
    if (index < statements.length - 1 && statement.nextStatementJoin === 'Or') segments.push([]);
  });
  if (segments.length === 1) {
    return { effect, join: 'and' as const, items: statements.map(equalsCondition) };
  }
  const items: RuleItem[] = segments.map((segment) =>
    segment.length === 1
      ? equalsCondition(segment[0] as ConditionStatement)
      : { join: 'and' as const, conditions: segment.map(equalsCondition) },
  );
  return { effect, join: 'or' as const, items };
}

/**
 * Reads `hidden` for the rule builder: a stored rule as is, and a `{{ … }}` condition written
 * by the old "Component rules" dialog (statements "a equals x") translated, so its author can
 * keep editing it; until re-applied, such a condition keeps working as the expression it is.
 */
export function readVisibilityRule(hidden: unknown): ReadVisibility {
  if (isVisibilityRule(hidden)) return { kind: 'rule', rule: hidden };
  const read = readConditionRules(hidden);
  if (read === null) return { kind: 'expression' };
  if (read.statements.length === 0) return { kind: 'none' };
  return { kind: 'rule', rule: ruleOfStatements(read.statements, read.negated ? 'show' : 'hide') };
}
