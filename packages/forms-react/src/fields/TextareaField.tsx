import type { FieldRendererProps } from '../render/fieldRenderers';
import { useFieldValue, useSetFieldValue } from '../store/useField';

export function TextareaField({ node, properties, editable, inputId, errorId, invalid }: FieldRendererProps) {
  const value = useFieldValue<string | null>(node.id);
  const setValue = useSetFieldValue(node.id);
  if (!editable) {
    return (
      <output id={inputId} className="cf-static cf-multiline">
        {value ? value : '--'}
      </output>
    );
  }
  return (
    <textarea
      id={inputId}
      className="cf-input"
      rows={typeof properties.rows === 'number' ? properties.rows : 4}
      value={value ?? ''}
      placeholder={typeof properties.placeholder === 'string' ? properties.placeholder : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-required={properties.required === true || undefined}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}
