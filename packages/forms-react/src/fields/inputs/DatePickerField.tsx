import { DateMaskInput } from './DateMaskInput';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { textProperty } from './propertyReaders';
import { readText } from './textControlProps';
import './inputs.css';

/** DatePicker: typed MM/DD/YYYY or picked from a calendar; stored YYYY-MM-DD; shown MM/DD/YYYY. */
export const DatePickerField = fieldModesRenderer({ Editor: DateEditor, read: readText });

function DateEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  return (
    <DateMaskInput
      id={field.inputId}
      value={value}
      onChange={onChange}
      disabled={disabled}
      min={textProperty(field.properties, 'minValue')}
      max={textProperty(field.properties, 'maxValue')}
      invalid={field.invalid}
      errorId={field.errorId}
      required={field.properties.required === true}
    />
  );
}
