import { type ComponentNode, listComponentOptions, ruleValueKind } from '@clinic/forms-core';
import type { DraftCondition } from './ruleDraft';
import { useRuleTexts } from './ruleTexts';

export interface RuleValueInputProps {
  condition: DraftCondition;
  source: ComponentNode;
  name: string;
  onChange: (condition: DraftCondition) => void;
}

const inputTypes = { number: 'number', date: 'date', text: 'text' } as const;

/**
 * The value a condition compares with, picked the way the source is answered: from its options
 * (several for "any of"), or typed as a number, a date or text.
 */
export function RuleValueInput({ condition, source, name, onChange }: RuleValueInputProps) {
  const texts = useRuleTexts();
  const kind = ruleValueKind(source);
  if (kind === 'options') {
    const options = listComponentOptions(source);
    if (condition.comparison === 'anyOf') {
      const toggle = (value: string, checked: boolean) =>
        onChange({
          ...condition,
          values: checked
            ? options.map((option) => option.value).filter((v) => v === value || condition.values.includes(v))
            : condition.values.filter((v) => v !== value),
        });
      return (
        <fieldset className="cfb-fieldset cfb-rule-values">
          <legend className="cfb-visually-hidden">{texts.valuesOf(name)}</legend>
          {options.map((option) => (
            <label key={option.value} className="cfb-check">
              <input
                type="checkbox"
                checked={condition.values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
    return (
      <select
        className="cf-input"
        aria-label={texts.valueOf(name)}
        value={condition.value}
        onChange={(event) => onChange({ ...condition, value: event.target.value })}
      >
        <option value="">{texts.chooseValue}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      className="cf-input"
      type={inputTypes[kind]}
      aria-label={texts.valueOf(name)}
      value={condition.value}
      placeholder={kind === 'text' ? texts.value : undefined}
      onChange={(event) => onChange({ ...condition, value: event.target.value })}
    />
  );
}
