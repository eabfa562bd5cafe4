import type { ComponentType } from 'react';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { presentationOf } from '../../render/presentation';
import { useFieldValue, useSetFieldValue } from '../../store/useField';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type InputTexts, useInputTexts } from './inputTexts';

/** What every input's editing control receives. */
export interface EditorProps<V> {
  value: V | null;
  onChange: (value: V | null) => void;
  /** True in the builder preview: the control shows but takes no input. */
  disabled: boolean;
  field: FieldRendererProps;
}

export interface FormatContext {
  texts: InputTexts;
  /** The shown text of an option (translated catalogue defaults). */
  optionLabel: (text: string) => string;
  properties: Readonly<Record<string, unknown>>;
}

export interface FieldModesProps<V> {
  field: FieldRendererProps;
  Editor: ComponentType<EditorProps<V>>;
  /** The stored value in the editor's type; null when empty or of another shape. */
  read: (raw: unknown) => V | null;
  /** The static text of a value (section 9 formats); null shows '--'. */
  format: (value: V, context: FormatContext) => string | null;
  /** The stored form of an editor value, when it differs from the editor's type. */
  write?: (value: V | null) => unknown;
  multiline?: boolean;
}

const ignoreChange = () => {};

/**
 * One field in every display mode: the builder preview shows the control inert with the
 * default value; filling shows the live control bound to the form store; viewing and printing
 * show the value as text, '--' when empty.
 */
export function FieldModes<V>({ field, Editor, read, format, write, multiline }: FieldModesProps<V>) {
  const stored = useFieldValue<unknown>(field.node.id);
  const setValue = useSetFieldValue(field.node.id);
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const presentation = presentationOf(field.mode, field.editable);
  if (presentation === 'preview') {
    return (
      <div className="cf-preview" inert>
        <Editor value={read(field.properties.value)} onChange={ignoreChange} disabled field={field} />
      </div>
    );
  }
  const value = read(stored);
  if (presentation === 'edit') {
    const onChange = write ? (next: V | null) => setValue(write(next)) : setValue;
    return <Editor value={value} onChange={onChange} disabled={false} field={field} />;
  }
  const text = value === null ? null : format(value, { texts, optionLabel, properties: field.properties });
  return (
    <output id={field.inputId} className={multiline ? 'cf-static cf-multiline' : 'cf-static'}>
      {text === null || text.trim() === '' ? texts.empty : text}
    </output>
  );
}
