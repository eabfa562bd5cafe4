import { DATE_TIME_PICKER_MIN_TIME, timePickerOptions } from '@clinic/forms-core';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { readText } from './textControlProps';
import { toStoredTime } from './timeTexts';
import './inputs.css';

/** Suggested times (forms.md section 9): 15-minute steps for the first hour, then every 30 minutes. */
const SUGGESTED_TIMES = [
  DATE_TIME_PICKER_MIN_TIME,
  ...timePickerOptions(DATE_TIME_PICKER_MIN_TIME).map((option) => option.time),
];

/** TimePicker: stored HH:mm:ss, shown hh:mm A. */
export const TimePickerField = fieldModesRenderer({ Editor: TimeEditor, read: readText });

function TimeEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const listId = `${field.inputId}-times`;
  return (
    <>
      <input
        id={field.inputId}
        className="cf-input cf-time-input"
        type="time"
        step={60}
        list={listId}
        disabled={disabled}
        value={value?.slice(0, 5) ?? ''}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? field.errorId : undefined}
        onChange={(event) => onChange(toStoredTime(event.currentTarget.value))}
      />
      <datalist id={listId}>
        {SUGGESTED_TIMES.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
    </>
  );
}
