import type { FieldRendererProps } from '../render/fieldRenderers';
import { registerFieldRenderer } from '../render/fieldRenderers';
import { useFieldValue, useSetFieldValue } from '../store/useField';

/**
 * A stand-in renderer, so the layout tests check the layout and not the field families:
 * an input when editable, else the value as text ('--' when empty).
 */
function TestTextField({ node, editable, inputId }: FieldRendererProps) {
  const value = useFieldValue<string | null>(node.id);
  const setValue = useSetFieldValue(node.id);
  if (!editable) {
    return (
      <output id={inputId} className="cf-static">
        {value ? value : '--'}
      </output>
    );
  }
  return <input id={inputId} value={value ?? ''} onChange={(event) => setValue(event.currentTarget.value)} />;
}

export function registerTestRenderers(): void {
  for (const elType of ['TextInput', 'Textarea', 'NumberInput', 'TimePicker', 'EmailInput', 'Signature'])
    registerFieldRenderer(elType, TestTextField);
}
