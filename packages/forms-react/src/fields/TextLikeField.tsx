import type { FieldRendererProps } from '../render/fieldRenderers';
import { useFieldValue, useSetFieldValue } from '../store/useField';

const inputTypes: Record<string, string> = {
  TextInput: 'text',
  EmailInput: 'email',
  PasswordInput: 'password',
  NumberInput: 'number',
};

/** TextInput, EmailInput, PasswordInput and NumberInput: one text box, typed by elType. */
export function TextLikeField({ node, properties, editable, inputId, errorId, invalid }: FieldRendererProps) {
  const value = useFieldValue<string | number | null>(node.id);
  const setValue = useSetFieldValue(node.id);
  const isNumber = node.elType === 'NumberInput';
  const isPassword = node.elType === 'PasswordInput';
  if (!editable) {
    const shown =
      value === null || value === undefined || value === '' ? '--' : isPassword ? '*****' : String(value);
    return (
      <output id={inputId} className="cf-static">
        {shown}
      </output>
    );
  }
  return (
    <input
      id={inputId}
      className="cf-input"
      type={inputTypes[node.elType] ?? 'text'}
      value={value ?? ''}
      placeholder={typeof properties.placeholder === 'string' ? properties.placeholder : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-required={properties.required === true || undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setValue(isNumber ? (text === '' ? null : Number(text)) : text);
      }}
    />
  );
}
