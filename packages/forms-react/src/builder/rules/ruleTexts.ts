import {
  type ComponentNode,
  isRuleGroup,
  listComponentOptions,
  type RuleComparison,
  type RuleCondition,
  type RuleReferenceProblem,
  type RuleValue,
  type VisibilityRule,
} from '@clinic/forms-core';

/** The rule builder's texts (staff only, English, as the rest of the builder). */
export const comparisonLabels: Record<RuleComparison, string> = {
  equals: 'is',
  notEquals: 'is not',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  contains: 'contains',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
  anyOf: 'is any of',
};

/** A component as an author knows it: its label, else its id. */
export function componentLabel(component: ComponentNode | undefined, id: string): string {
  const label = typeof component?.properties.label === 'string' ? component.properties.label.trim() : '';
  return label || id;
}

function valueText(component: ComponentNode | undefined, value: RuleValue): string {
  const option = component
    ? listComponentOptions(component).find((candidate) => candidate.value === String(value))
    : undefined;
  return option?.label ?? String(value);
}

function conditionText(condition: RuleCondition, byId: ReadonlyMap<string, ComponentNode>): string {
  const component = byId.get(condition.componentId);
  const subject = `${componentLabel(component, condition.componentId)} ${comparisonLabels[condition.comparison]}`;
  if (condition.value === undefined) return subject;
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  return `${subject} ${values.map((value) => valueText(component, value)).join(' or ')}`;
}

/** "Shown when Smoker is Yes", "Hidden when Age is greater than 65 and (… or …)": labels, not ids. */
export function ruleSummary(rule: VisibilityRule, byId: ReadonlyMap<string, ComponentNode>): string {
  const parts = rule.items.map((item) =>
    isRuleGroup(item)
      ? `(${item.conditions.map((condition) => conditionText(condition, byId)).join(` ${item.join} `)})`
      : conditionText(item, byId),
  );
  return `${rule.effect === 'show' ? 'Shown' : 'Hidden'} when ${parts.join(` ${rule.join} `)}`;
}

export function ruleProblemText(
  problem: RuleReferenceProblem,
  byId: ReadonlyMap<string, ComponentNode>,
): string {
  const name = componentLabel(byId.get(problem.componentId), problem.componentId);
  return problem.code === 'missingComponent'
    ? `The rule refers to ${name}, which is no longer in the form.`
    : `The rule refers to ${name}, which comes later in the form than this component.`;
}

export const handWrittenConditionNote =
  'This component has a hand-written condition. Applying rules here replaces it.';
