import { type ChoiceOption, readOptions } from '@clinic/forms-core';
import { SingleSelect } from './DropdownField';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type DropdownV2Value, offersOther, readDropdownV2, selectedValues } from './dropdownV2Value';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { useInputTexts } from './inputTexts';
import { MultiSelectMenu } from './MultiSelectMenu';
import { pickerStyle } from './pickerStyle';
import { numberProperty, textProperty } from './propertyReaders';
import './inputs.css';

/** The select's value for "Other", apart from the option texts. */
const OTHER_CHOICE = '__cf_other__';

/** Dropdown v2: {value, otherValue}; multiselect with maxOptions, or single with an optional "Other". */
export const DropdownV2Field = fieldModesRenderer({ Editor: DropdownV2Editor, read: readDropdownV2 });

function DropdownV2Editor({ value, onChange, disabled, field }: EditorProps<DropdownV2Value>) {
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const options = readOptions(field.properties.options);
  const style = pickerStyle(field.properties.pickerBgColor);
  if (field.properties.multiselect === true) {
    return (
      <MultiSelectMenu
        id={field.inputId}
        label={textProperty(field.properties, 'label') ?? ''}
        options={options}
        selected={selectedValues(value)}
        onChange={(next) => onChange(next.length === 0 ? null : { value: next, otherValue: null })}
        disabled={disabled}
        maxOptions={numberProperty(field.properties, 'maxOptions')}
        optionLabel={optionLabel}
        invalid={field.invalid}
        errorId={field.errorId}
        style={style}
      />
    );
  }
  const withOther = offersOther(field.properties);
  const otherChosen = withOther && value !== null && value.otherValue !== null;
  const extra: ChoiceOption[] = withOther ? [{ value: OTHER_CHOICE, label: texts.other }] : [];
  const otherId = `${field.inputId}-other`;
  return (
    <div className="cf-stack">
      <SingleSelect
        field={field}
        options={options}
        extra={extra}
        selected={otherChosen ? OTHER_CHOICE : (selectedValues(value)[0] ?? null)}
        disabled={disabled}
        style={style}
        onSelect={(choice) => {
          if (choice === null) onChange(null);
          else if (choice === OTHER_CHOICE) onChange({ value: null, otherValue: value?.otherValue ?? '' });
          else onChange({ value: choice, otherValue: null });
        }}
      />
      {otherChosen && (
        <>
          <label className="cf-visually-hidden" htmlFor={otherId}>
            {texts.otherLabel}
          </label>
          <input
            id={otherId}
            className="cf-input"
            placeholder={texts.otherSpecify}
            disabled={disabled}
            value={value?.otherValue ?? ''}
            onChange={(event) => onChange({ value: null, otherValue: event.currentTarget.value })}
          />
        </>
      )}
    </div>
  );
}
