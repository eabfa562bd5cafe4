import type { ComponentNode } from '../model/layout';
import { componentOptionChoices, type OptionChoice } from '../options/componentOptions';

const BOOLEAN_TYPES: ReadonlySet<string> = new Set(['Checkbox']);

/**
 * The answers a rule's value picker offers for a component: its options (forms-core's one
 * option reader), Yes/No for a checkbox, none otherwise.
 */
export function listComponentOptions(
  component: Pick<ComponentNode, 'elType' | 'version' | 'properties'>,
): OptionChoice[] {
  if (BOOLEAN_TYPES.has(component.elType)) {
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  }
  return componentOptionChoices(component);
}

/** What kind of value a rule compares a component's value with. */
export type RuleValueKind = 'options' | 'number' | 'date' | 'text';

export function ruleValueKind(
  component: Pick<ComponentNode, 'elType' | 'version' | 'properties'>,
): RuleValueKind {
  if (listComponentOptions(component).length > 0) return 'options';
  if (component.elType === 'NumberInput') return 'number';
  if (component.elType === 'DatePicker') return 'date';
  return 'text';
}
