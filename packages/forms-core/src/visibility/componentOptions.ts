import type { ComponentNode } from '../model/layout';

export interface ComponentOption {
  value: string;
  label: string;
}

const BOOLEAN_TYPES: ReadonlySet<string> = new Set(['Checkbox']);

/**
 * The options a rule's value picker offers for a component: its option list (plain texts
 * become {value: text, label: text}; {value, label} objects are read as they are), Yes/No for a
 * checkbox, none otherwise. Interim: the choices-values branch exports forms-core's own
 * function listing a component's options as {value, label}; this one is to be swapped for it.
 */
export function listComponentOptions(
  component: Pick<ComponentNode, 'elType' | 'properties'>,
): ComponentOption[] {
  if (BOOLEAN_TYPES.has(component.elType)) {
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  }
  const options = component.properties.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown): ComponentOption[] => {
    if (typeof option === 'string' || typeof option === 'number') {
      return [{ value: String(option), label: String(option) }];
    }
    if (option !== null && typeof option === 'object' && 'value' in option) {
      const value = String(option.value);
      const label = 'label' in option && typeof option.label === 'string' ? option.label : value;
      return [{ value, label }];
    }
    return [];
  });
}

/** What kind of value a rule compares a component's value with. */
export type RuleValueKind = 'options' | 'number' | 'date' | 'text';

export function ruleValueKind(component: Pick<ComponentNode, 'elType' | 'properties'>): RuleValueKind {
  if (listComponentOptions(component).length > 0) return 'options';
  if (component.elType === 'NumberInput') return 'number';
  if (component.elType === 'DatePicker') return 'date';
  return 'text';
}
