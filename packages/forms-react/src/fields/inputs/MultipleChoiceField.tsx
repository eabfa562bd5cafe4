import { readOptions } from '@clinic/forms-core';
import { ChoiceGroup } from './ChoiceGroup';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { fillText, useInputTexts } from './inputTexts';
import { numberProperty } from './propertyReaders';
import './inputs.css';

type Selection = (string | number)[];

function readSelection(raw: unknown): Selection | null {
  if (!Array.isArray(raw)) return null;
  return raw.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number');
}

/** MultipleChoice: check boxes in columnsCount columns; the value is the list of chosen options. */
export const MultipleChoiceField = fieldModesRenderer({ Editor: MultipleChoiceEditor, read: readSelection });

function MultipleChoiceEditor({ value, onChange, disabled, field }: EditorProps<Selection>) {
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const options = readOptions(field.properties.options);
  const selected = value ?? [];
  const isChosen = (candidate: string | number) =>
    selected.some((item) => String(item) === String(candidate));
  const maxOptions = numberProperty(field.properties, 'maxOptions');
  const limited = maxOptions !== null && maxOptions > 0;
  const atMax = limited && selected.length >= maxOptions;
  const toggle = (optionValue: string | number, on: boolean) => {
    // Listed order, whatever the ticking order; values of retired options are kept.
    const next: Selection = options
      .filter((option) => (option.value === optionValue ? on : isChosen(option.value)))
      .map((option) => option.value);
    const retired = selected.filter(
      (item) => !options.some((option) => String(option.value) === String(item)),
    );
    const all = [...next, ...retired];
    onChange(all.length === 0 ? null : all);
  };
  return (
    <div className="cf-stack">
      {limited && <p className="cf-hint">{fillText(texts.maxOptionsHint, { n: maxOptions })}</p>}
      <ChoiceGroup field={field} columns={numberProperty(field.properties, 'columnsCount') ?? 1}>
        {options.map((option) => {
          const checked = isChosen(option.value);
          return (
            <label key={String(option.value)} className="cf-choice">
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || (!checked && atMax)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              {optionLabel(option.label)}
            </label>
          );
        })}
      </ChoiceGroup>
    </div>
  );
}
