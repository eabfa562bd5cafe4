import type { ComponentNode, DisplayValue } from '@clinic/forms-core';
import type { ComponentType, ReactNode } from 'react';
import type { FieldRendererProps } from '../../render/fieldRenderers';
import { lazyComponent } from '../../render/lazyComponent';
import { LoadingPlaceholder } from '../../render/lazyFieldRenderer';
import { presentationOf } from '../../render/presentation';
import { useFormStore } from '../../store/FormStoreContext';
import type { FormStore } from '../../store/formStore';
import type { StaticFieldValueProps } from '../display/StaticFieldValue';

/** What every input's editing control receives. */
export interface EditorProps<V> {
  value: V | null;
  onChange: (value: V | null) => void;
  /** True in the builder preview: the control shows but takes no input. */
  disabled: boolean;
  field: FieldRendererProps;
}

export interface FieldModes<V> {
  Editor: ComponentType<EditorProps<V>>;
  /** The stored value in the editor's type; null when empty or of another shape. */
  read: (raw: unknown) => V | null;
  /** The stored form of an editor value, when it differs from the editor's type. */
  write?: (value: V | null) => unknown;
  /** Adjusts the shown value where this rendering differs (the grid's four-asterisk password). */
  adjustShown?: (shown: DisplayValue, grid: boolean) => DisplayValue;
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
 * `modesOf` gives the editor and its reading of the stored value, by component (a password and
 * a text box share a type). The renderer also draws without a component of its own (`draw`,
 * called by the field chrome): a field is its chrome and its editor, not a layer between them
 * on forms of a thousand fields (issue 22.4).
 */
export function fieldModesRenderer<V>(modesOf: FieldModes<V> | ((node: ComponentNode) => FieldModes<V>)) {
  const modesFor = typeof modesOf === 'function' ? modesOf : () => modesOf;
  const draw = (field: FieldRendererProps, store: FormStore) => drawModes(field, store, modesFor(field.node));
  function FieldModesRenderer(props: FieldRendererProps) {
    return draw(props, useFormStore());
  }
  return Object.assign(FieldModesRenderer, { draw });
}

function drawModes<V>(
  field: FieldRendererProps,
  store: FormStore,
  { Editor, read, write, adjustShown }: FieldModes<V>,
): ReactNode {
  const presentation = presentationOf(field.mode, field.editable);
  if (presentation === 'preview') {
    return (
      <div className="cf-preview" inert>
        <Editor value={read(field.properties.value)} onChange={ignoreChange} disabled field={field} />
      </div>
    );
  }
  if (presentation === 'edit') {
    const id = field.node.id;
    const onChange = (next: V | null) => store.setValue(id, write ? write(next) : next);
    return <Editor value={read(field.value)} onChange={onChange} disabled={false} field={field} />;
  }
  return <StaticFieldValue field={field} value={field.value} adjustShown={adjustShown} />;
}
