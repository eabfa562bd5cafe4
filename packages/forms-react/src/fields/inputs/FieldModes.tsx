import type { DisplayValue } from '@clinic/forms-core';
import type { ComponentType } from 'react';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { lazyComponent } from '../../render/lazyComponent';
import { LoadingPlaceholder } from '../../render/lazyFieldRenderer';
import { presentationOf } from '../../render/presentation';
import { useFieldValue, useSetFieldValue } from '../../store/useField';
import type { StaticFieldValueProps } from '../display/StaticFieldValue';

/** What every input's editing control receives. */
export interface EditorProps<V> {
  value: V | null;
  onChange: (value: V | null) => void;
  /** True in the builder preview: the control shows but takes no input. */
  disabled: boolean;
  field: FieldRendererProps;
}

export interface FieldModesProps<V> {
  field: FieldRendererProps;
  Editor: ComponentType<EditorProps<V>>;
  /** The stored value in the editor's type; null when empty or of another shape. */
  read: (raw: unknown) => V | null;
  /** The stored form of an editor value, when it differs from the editor's type. */
  write?: (value: V | null) => unknown;
  /** Adjusts the shown value where this rendering differs (the grid's four-asterisk password). */
  adjustShown?: (shown: DisplayValue) => DisplayValue;
}

const ignoreChange = () => {};

/**
 * The read-only view loads with the display formatters of every type (phone numbers, clinical
 * tables…) only when a form is viewed or printed: filling a form never pays for them. The viewer
 * and the printable form wait for it, as for any lazily loaded renderer.
 */
const StaticFieldValue = lazyComponent<StaticFieldValueProps>(
  () => import('../display/StaticFieldValue').then((module) => module.StaticFieldValue),
  ({ field }) => <LoadingPlaceholder id={field.inputId} />,
);

/**
 * One field in every display mode: the builder preview shows the control inert with the
 * default value; filling shows the live control bound to the form store; viewing and printing
 * show forms-core's display value of the stored value (section 9 formats, '--' when empty).
 */
export function FieldModes<V>({ field, Editor, read, write, adjustShown }: FieldModesProps<V>) {
  const stored = useFieldValue<unknown>(field.node.id);
  const setValue = useSetFieldValue(field.node.id);
  const presentation = presentationOf(field.mode, field.editable);
  if (presentation === 'preview') {
    return (
      <div className="cf-preview" inert>
        <Editor value={read(field.properties.value)} onChange={ignoreChange} disabled field={field} />
      </div>
    );
  }
  if (presentation === 'edit') {
    const onChange = write ? (next: V | null) => setValue(write(next)) : setValue;
    return <Editor value={read(stored)} onChange={onChange} disabled={false} field={field} />;
  }
  return <StaticFieldValue field={field} value={stored} adjustShown={adjustShown} />;
}
