import {
  type ComponentNode,
  type RuleComparison,
  type RuleValueKind,
  ruleValueKind,
  valuelessComparisons,
} from '@clinic/forms-core';
import { RuleValueInput } from './RuleValueInput';
import type { DraftCondition } from './ruleDraft';
import { componentLabel, useRuleTexts } from './ruleTexts';

/** The comparisons that make sense for a kind of value (no "greater than" for a list of options). */
const comparisonsByKind: Record<RuleValueKind, readonly RuleComparison[]> = {
  options: ['equals', 'notEquals', 'anyOf', 'isEmpty', 'isNotEmpty'],
  number: ['equals', 'notEquals', 'greaterThan', 'lessThan', 'isEmpty', 'isNotEmpty'],
  date: ['equals', 'notEquals', 'greaterThan', 'lessThan', 'isEmpty', 'isNotEmpty'],
  text: ['equals', 'notEquals', 'contains', 'isEmpty', 'isNotEmpty'],
};

export interface RuleConditionRowProps {
  condition: DraftCondition;
  /** How the row is named to assistive technology, e.g. "condition 2" or "condition 1 of group 1". */
  name: string;
  sources: readonly ComponentNode[];
  byId: ReadonlyMap<string, ComponentNode>;
  onChange: (condition: DraftCondition) => void;
  onRemove: () => void;
}

/** One condition: which component, which comparison, and the value to compare with. */
export function RuleConditionRow({
  condition,
  name,
  sources,
  byId,
  onChange,
  onRemove,
}: RuleConditionRowProps) {
  const texts = useRuleTexts();
  const source = byId.get(condition.componentId);
  const comparisons = source ? comparisonsByKind[ruleValueKind(source)] : comparisonsByKind.text;
  const chooseComponent = (componentId: string) => {
    const next = byId.get(componentId);
    const allowed = next ? comparisonsByKind[ruleValueKind(next)] : comparisons;
    // A new source keeps the comparison where it still fits; its old value means nothing now.
    const comparison = allowed.includes(condition.comparison) ? condition.comparison : 'equals';
    onChange({ componentId, comparison, value: '', values: [] });
  };
  return (
    <li className="cfb-statement" data-testid="rule-condition">
      <select
        className="cf-input"
        aria-label={texts.componentOf(name)}
        value={condition.componentId}
        onChange={(event) => chooseComponent(event.target.value)}
      >
        <option value="">{texts.chooseComponent}</option>
        {condition.componentId !== '' && !source && (
          <option value={condition.componentId}>{texts.deleted(condition.componentId)}</option>
        )}
        {sources.map((component) => (
          <option key={component.id} value={component.id}>
            {componentLabel(component, component.id)}
          </option>
        ))}
      </select>
      <select
        className="cf-input"
        aria-label={texts.comparisonOf(name)}
        value={condition.comparison}
        onChange={(event) => {
          const comparison = comparisons.find((candidate) => candidate === event.target.value);
          if (comparison) onChange({ ...condition, comparison });
        }}
      >
        {comparisons.map((comparison) => (
          <option key={comparison} value={comparison}>
            {texts.comparisons[comparison]}
          </option>
        ))}
      </select>
      {source && !valuelessComparisons.has(condition.comparison) && (
        <RuleValueInput condition={condition} source={source} name={name} onChange={onChange} />
      )}
      <button type="button" className="cfb-icon-button" aria-label={texts.remove(name)} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}
