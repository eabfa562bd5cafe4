import {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
  type FrequencyDurationParts,
  joinFrequencyDuration,
  splitFrequencyDuration,
} from '@clinic/forms-core';
import { ChoiceGroup } from './ChoiceGroup';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { useInputTexts } from './inputTexts';
import { textListProperty } from './propertyReaders';
import './inputs.css';

type Part = keyof FrequencyDurationParts;

const lists: readonly { part: Part; property: string; defaults: readonly string[] }[] = [
  { part: 'first', property: 'frequencyFirstOptions', defaults: FREQUENCY_FIRST_DEFAULT_OPTIONS },
  { part: 'second', property: 'frequencySecondOptions', defaults: FREQUENCY_SECOND_DEFAULT_OPTIONS },
  { part: 'duration', property: 'durationOptions', defaults: DURATION_DEFAULT_OPTIONS },
];

function readParts(raw: unknown): FrequencyDurationParts | null {
  if (typeof raw !== 'string') return null;
  const parts = splitFrequencyDuration(raw);
  return parts.first || parts.second || parts.duration ? parts : null;
}

/** FrequencyDuration: three choices ("Twice", "per day", "1 week") stored joined by " - ". */
export const FrequencyDurationField = fieldModesRenderer({
  Editor: FrequencyDurationEditor,
  read: readParts,
  write: (parts) => (parts === null ? null : joinFrequencyDuration(parts)),
});

function FrequencyDurationEditor({ value, onChange, disabled, field }: EditorProps<FrequencyDurationParts>) {
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const parts = value ?? { first: '', second: '', duration: '' };
  const names: Record<Part, string> = {
    first: texts.frequency,
    second: texts.period,
    duration: texts.duration,
  };
  const change = (part: Part, text: string) => {
    const next = { ...parts, [part]: text };
    onChange(next.first || next.second || next.duration ? next : null);
  };
  return (
    <ChoiceGroup field={field} className="cf-frequency">
      {lists.map(({ part, property, defaults }, index) => {
        const configured = textListProperty(field.properties, property);
        const options = Array.isArray(field.properties[property]) ? configured : [...defaults];
        const current = parts[part];
        return (
          <select
            key={part}
            id={index === 0 ? field.inputId : undefined}
            className="cf-input cf-select"
            aria-label={names[part]}
            aria-invalid={field.invalid || undefined}
            aria-describedby={field.invalid ? field.errorId : undefined}
            disabled={disabled}
            value={current}
            onChange={(event) => change(part, event.currentTarget.value)}
          >
            <option value="">{names[part]}</option>
            {current !== '' && !options.includes(current) && <option value={current}>{current}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
        );
      })}
    </ChoiceGroup>
  );
}
