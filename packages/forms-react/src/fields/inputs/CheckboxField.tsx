import { type EditorProps, fieldModesRenderer } from './FieldModes';
import './inputs.css';

function readBoolean(raw: unknown): boolean | null {
  return typeof raw === 'boolean' ? raw : null;
}

/** Checkbox (Boolean): true or false; shown Yes or No. */
export const CheckboxField = fieldModesRenderer({ Editor: CheckboxEditor, read: readBoolean });

function CheckboxEditor({ value, onChange, disabled, field }: EditorProps<boolean>) {
  return (
    <input
      id={field.inputId}
      type="checkbox"
      className="cf-checkbox"
      checked={value === true}
      disabled={disabled}
      aria-invalid={field.invalid || undefined}
      aria-describedby={field.invalid ? field.errorId : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
