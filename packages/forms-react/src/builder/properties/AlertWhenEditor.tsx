import { type FieldAlertCondition, fieldAlertConditionSchema, readOptions } from '@clinic/forms-core';
import { useId } from 'react';
import { LabelledCheckbox } from './LabelledCheckbox';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface AlertWhenEditorProps {
  label: string;
  value: unknown;
  onChange: (value: FieldAlertCondition | null) => void;
  /** What the field's answer is: one of its options, a tick, or a number. */
  answers: 'options' | 'boolean' | 'number';
  /** The field's options, when they are a plain list (not a collection). */
  options: unknown;
  disabled?: boolean;
}

/** "Alert when…": the answers of this field that raise an alert for the clinician on completion. */
export function AlertWhenEditor({
  label,
  value,
  onChange,
  answers,
  options,
  disabled,
}: AlertWhenEditorProps) {
  const texts = usePropertyEditorTexts();
  const tickChoices = [
    { value: 'true', label: texts.ticked },
    { value: 'false', label: texts.notTicked },
  ];
  const parsed = fieldAlertConditionSchema.safeParse(value);
  const condition = parsed.success ? parsed.data : null;
  return (
    <fieldset className="cfb-fieldset" disabled={disabled}>
      <legend>{label}</legend>
      {answers === 'number' ? (
        <NumberAlert condition={condition} onChange={onChange} />
      ) : (
        <ChoiceAlert
          condition={condition}
          onChange={onChange}
          choices={answers === 'boolean' ? tickChoices : optionChoices(options)}
        />
      )}
    </fieldset>
  );
}

/** The answers an alert compares: the stored values, shown by their labels. */
function optionChoices(options: unknown) {
  return readOptions(options).map((option) => ({ value: String(option.value), label: option.label }));
}

function ChoiceAlert({
  condition,
  onChange,
  choices,
}: {
  condition: FieldAlertCondition | null;
  onChange: (value: FieldAlertCondition | null) => void;
  choices: readonly { value: string; label: string }[];
}) {
  const texts = usePropertyEditorTexts();
  const chosen = condition?.kind === 'anyOf' ? condition.values : [];
  if (choices.length === 0) return <p className="cfb-muted">{texts.addOptionsFirst}</p>;
  const toggle = (choice: string, on: boolean) => {
    const values = on ? [...chosen, choice] : chosen.filter((value) => value !== choice);
    onChange(values.length === 0 ? null : { kind: 'anyOf', values });
  };
  return (
    <>
      <p className="cfb-muted">{texts.alertedWhenAnyOf}</p>
      {choices.map((choice) => (
        <LabelledCheckbox
          key={choice.value}
          label={choice.label}
          checked={chosen.includes(choice.value)}
          onChange={(on) => toggle(choice.value, on)}
        />
      ))}
    </>
  );
}

function NumberAlert({
  condition,
  onChange,
}: {
  condition: FieldAlertCondition | null;
  onChange: (value: FieldAlertCondition | null) => void;
}) {
  const texts = usePropertyEditorTexts();
  const numberKinds = [
    { value: '', label: texts.noAlert },
    { value: 'atLeast', label: texts.atLeast },
    { value: 'atMost', label: texts.atMost },
  ];
  const kindId = useId();
  const valueId = useId();
  const numeric = condition && condition.kind !== 'anyOf' ? condition : null;
  return (
    <>
      <div className="cf-field">
        <label htmlFor={kindId} className="cf-label">
          {texts.alertTheClinicianWhen}
        </label>
        <select
          id={kindId}
          className="cf-input"
          value={numeric?.kind ?? ''}
          onChange={(event) => {
            const kind = event.target.value;
            onChange(kind === 'atLeast' || kind === 'atMost' ? { kind, value: numeric?.value ?? 0 } : null);
          }}
        >
          {numberKinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      {numeric && (
        <div className="cf-field">
          <label htmlFor={valueId} className="cf-label">
            {texts.alertValue}
          </label>
          <input
            id={valueId}
            className="cf-input"
            type="number"
            value={numeric.value}
            onChange={(event) => {
              const number = Number(event.target.value);
              if (event.target.value !== '' && Number.isFinite(number))
                onChange({ kind: numeric.kind, value: number });
            }}
          />
        </div>
      )}
    </>
  );
}
