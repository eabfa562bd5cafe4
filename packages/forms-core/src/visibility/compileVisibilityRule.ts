import type { ExpressionNode } from '../expressions/ast';
import { printExpression } from '../expressions/print';
import {
  isRuleGroup,
  type RuleCondition,
  type RuleItem,
  type RuleJoin,
  type RuleValue,
  type VisibilityRule,
} from './visibilityRule';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The component's value: by name when the id is a name, else `data['id']`. */
function componentValue(componentId: string): ExpressionNode {
  if (IDENTIFIER.test(componentId)) return { type: 'Identifier', name: componentId };
  return {
    type: 'Member',
    object: { type: 'Identifier', name: 'data' },
    property: { type: 'Literal', value: componentId },
  };
}

const literal = (value: RuleValue): ExpressionNode => ({ type: 'Literal', value });
const call = (callee: string, ...args: ExpressionNode[]): ExpressionNode => ({ type: 'Call', callee, args });
const not = (argument: ExpressionNode): ExpressionNode => ({ type: 'Unary', operator: '!', argument });
const join = (operator: '&&' | '||', nodes: ExpressionNode[]): ExpressionNode =>
  nodes.reduce((left, right) => ({ type: 'Logical', operator, left, right }));
const operatorOf = (ruleJoin: RuleJoin) => (ruleJoin === 'and' ? '&&' : '||');

/** A number compares as a number, anything else (ISO dates) as text; a blank value never compares. */
function ordered(subject: ExpressionNode, operator: '>' | '<', value: RuleValue): ExpressionNode {
  const left = typeof value === 'number' ? call('number', subject) : subject;
  return join('&&', [
    not(call('isEmpty', subject)),
    { type: 'Binary', operator, left, right: literal(value) },
  ]);
}

/**
 * One condition as an expression of the language's own functions, so evaluation is the
 * expression engine's: matches() knows dropdown, list and answer values (see expressions/README).
 */
function conditionNode({ componentId, comparison, value }: RuleCondition): ExpressionNode {
  const subject = componentValue(componentId);
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const first = values[0] ?? '';
  switch (comparison) {
    case 'equals':
      return call('matches', subject, literal(first));
    case 'notEquals':
      return not(call('matches', subject, literal(first)));
    case 'greaterThan':
      return ordered(subject, '>', first);
    case 'lessThan':
      return ordered(subject, '<', first);
    case 'contains':
      return call('includes', call('lower', call('string', subject)), literal(String(first).toLowerCase()));
    case 'isEmpty':
      return call('isEmpty', subject);
    case 'isNotEmpty':
      return not(call('isEmpty', subject));
    case 'anyOf':
      return join(
        '||',
        values.map((one) => call('matches', subject, literal(one))),
      );
  }
}

function itemNode(item: RuleItem): ExpressionNode {
  if (!isRuleGroup(item)) return conditionNode(item);
  return join(operatorOf(item.join), item.conditions.map(conditionNode));
}

/** The condition under which the rule hides its component, as expression text. */
export function hiddenConditionOfRule(rule: VisibilityRule): string {
  const holds = join(operatorOf(rule.join), rule.items.map(itemNode));
  return printExpression(rule.effect === 'hide' ? holds : not(holds));
}
