import {
  type ComponentNode,
  isRuleGroup,
  type RuleComparison,
  type RuleCondition,
  type RuleItem,
  type RuleJoin,
  type RuleValue,
  ruleValueKind,
  type VisibilityRule,
  valuelessComparisons,
} from '@clinic/forms-core';

/** A condition while it is edited: values as the inputs hold them (text, or a list for any of). */
export interface DraftCondition {
  componentId: string;
  comparison: RuleComparison;
  value: string;
  values: string[];
}

export interface DraftGroup {
  join: RuleJoin;
  conditions: DraftCondition[];
}

export type DraftItem = DraftCondition | DraftGroup;

export interface RuleDraft {
  effect: VisibilityRule['effect'];
  join: RuleJoin;
  items: DraftItem[];
}

export const isDraftGroup = (item: DraftItem): item is DraftGroup => 'conditions' in item;

export const emptyCondition = (): DraftCondition => ({
  componentId: '',
  comparison: 'equals',
  value: '',
  values: [],
});

export const emptyDraft = (): RuleDraft => ({ effect: 'show', join: 'and', items: [emptyCondition()] });

const draftCondition = ({ componentId, comparison, value }: RuleCondition): DraftCondition => ({
  componentId,
  comparison,
  value: value === undefined || Array.isArray(value) ? '' : String(value),
  values: Array.isArray(value) ? value.map(String) : [],
});

export function draftOfRule(rule: VisibilityRule): RuleDraft {
  return {
    effect: rule.effect,
    join: rule.join,
    items: rule.items.map(
      (item: RuleItem): DraftItem =>
        isRuleGroup(item)
          ? { join: item.join, conditions: item.conditions.map(draftCondition) }
          : draftCondition(item),
    ),
  };
}

/** The stored value of a typed one: a number for a number component, text otherwise. */
function storedValue(text: string, component: ComponentNode | undefined): RuleValue | undefined {
  if (text.trim() === '') return undefined;
  if (!component || ruleValueKind(component) !== 'number') return text;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The condition to store, or null while it is unfinished (no component, no value). One whose
 * component was deleted stays, so the warning stays until the author removes it.
 */
function finished(condition: DraftCondition, byId: ReadonlyMap<string, ComponentNode>): RuleCondition | null {
  const { componentId, comparison } = condition;
  if (componentId === '') return null;
  const component = byId.get(componentId);
  if (valuelessComparisons.has(comparison)) return { componentId, comparison };
  if (comparison === 'anyOf') {
    return condition.values.length > 0 ? { componentId, comparison, value: condition.values } : null;
  }
  const value = storedValue(condition.value, component);
  return value === undefined ? null : { componentId, comparison, value };
}

/** The rule to store: unfinished conditions and empty groups left out; false when nothing is left. */
export function ruleOfDraft(
  draft: RuleDraft,
  byId: ReadonlyMap<string, ComponentNode>,
): VisibilityRule | false {
  const items = draft.items.flatMap((item): RuleItem[] => {
    if (!isDraftGroup(item)) {
      const condition = finished(item, byId);
      return condition ? [condition] : [];
    }
    const conditions = item.conditions.flatMap((condition) => finished(condition, byId) ?? []);
    return conditions.length > 0 ? [{ join: item.join, conditions }] : [];
  });
  return items.length > 0 ? { effect: draft.effect, join: draft.join, items } : false;
}
