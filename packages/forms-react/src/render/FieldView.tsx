import { type ComponentNode, type FieldError, mayEdit, showsRequiredMark } from '@clinic/forms-core';
import { memo, type ReactNode, type SyntheticEvent } from 'react';
import { styleFromCss } from '../fields/display/styleFromCss';
import { useValidationText } from '../i18n/validationText';
import { useFormStore } from '../store/FormStoreContext';
import type { FormStore } from '../store/formStore';
import { useFieldChrome } from '../store/useField';
import { shownLabel, useDefaultLabels } from './defaultLabels';
import type { DisplayMode } from './displayMode';
import { type FieldRenderer, type FieldRendererProps, fieldRendererFor } from './fieldRenderers';
// Imported where its classes render: a bare import in the package index is dropped by bundlers
// tree-shaking the index as side-effect free (package.json sideEffects).
import '../forms.css';
import { FieldLabel } from './FieldLabel';

const revealers = new WeakMap<FormStore, (event: SyntheticEvent<HTMLElement>) => void>();

/** One handler per store for every field's first focus or pointer: reveals the field's extras. */
function revealerOf(store: FormStore): (event: SyntheticEvent<HTMLElement>) => void {
  let revealer = revealers.get(store);
  if (!revealer) {
    revealer = (event) => {
      const id = event.currentTarget.dataset.componentId;
      if (id) store.reveal(id);
    };
    revealers.set(store, revealer);
  }
  return revealer;
}

function isEmpty(record: Readonly<Record<string, unknown>>): boolean {
  for (const _ in record) return false;
  return true;
}

/**
 * The chrome around one component: label, required mark, description, errors; hidden when its
 * condition holds. Memoised: it re-renders on its own component's store changes only. `row`:
 * the field stands for its row (a row holding it alone, render/RowView's rowElement).
 */
export const FieldView = memo(function FieldView({
  node,
  mode,
  row = false,
}: {
  node: ComponentNode;
  mode: DisplayMode;
  row?: boolean;
}) {
  const store = useFormStore();
  const { value, computed, hidden, errors, revealed } = useFieldChrome(store, node.id);
  const defaultLabels = useDefaultLabels();
  if (hidden) return null;
  // Most components compute nothing: their properties are the node's, not a copy per field.
  const properties = isEmpty(computed) ? node.properties : { ...node.properties, ...computed };
  if (mode !== 'form-submitter' && mode !== 'e-form' && properties.hideOnView === true) return null;
  if ((mode === 'form-submitter' || mode === 'e-form') && properties.hideOnEdit === true) return null;
  const Renderer = fieldRendererFor(node);
  const inputId = `cf-${store.instanceId}-${node.id}`;
  const errorId = `${inputId}-error`;
  const label =
    typeof properties.label === 'string' && !Renderer?.ownsLabel
      ? shownLabel(properties.label, defaultLabels)
      : '';
  const required = showsRequiredMark(node, properties);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only notice focus or the pointer inside the field, to draw its extras; its controls are what users interact with
    <div
      className={row ? 'cf-row cf-field' : 'cf-field'}
      data-component-id={node.id}
      style={styleFromCss(properties.style)}
      onFocus={revealed ? undefined : revealerOf(store)}
      onPointerEnter={revealed ? undefined : revealerOf(store)}
    >
      {/* Called, not rendered: no component of its own for each of a long form's labels. */}
      {label && FieldLabel({ htmlFor: inputId, required, children: label })}
      {typeof properties.description === 'string' && properties.description && (
        <p className="cf-description">{properties.description}</p>
      )}
      {Renderer ? (
        drawField(
          Renderer,
          {
            node,
            mode,
            properties,
            editable: !store.isOwned(node.id) && mayEdit(node, properties, mode),
            value,
            revealed,
            inputId,
            errorId,
            invalid: errors.length > 0,
          },
          store,
        )
      ) : (
        <output id={inputId} className="cf-static">
          --
        </output>
      )}
      {errors.length > 0 && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
});

/** A renderer with a hook-free `draw` is drawn in place, any other mounted. */
function drawField(Renderer: FieldRenderer, props: FieldRendererProps, store: FormStore): ReactNode {
  return Renderer.draw ? Renderer.draw(props, store) : <Renderer {...props} />;
}

/** A field's errors in the form's language: a component only where there are errors. */
function FieldErrors({ id, errors }: { id: string; errors: readonly FieldError[] }) {
  const validationText = useValidationText();
  return (
    <p id={id} className="cf-error" role="alert">
      {errors.map(validationText).join(' ')}
    </p>
  );
}
