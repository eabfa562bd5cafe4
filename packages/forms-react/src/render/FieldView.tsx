import { type ComponentNode, mayEdit, showsRequiredMark } from '@clinic/forms-core';
import { memo } from 'react';
import { styleFromCss } from '../fields/display/styleFromCss';
import { useValidationText } from '../i18n/validationText';
import { useFormStore } from '../store/FormStoreContext';
import { useFieldChrome } from '../store/useField';
import { shownLabel, useDefaultLabels } from './defaultLabels';
import type { DisplayMode } from './displayMode';
import { fieldRendererFor } from './fieldRenderers';
// Imported where its classes render: a bare import in the package index is dropped by bundlers
// tree-shaking the index as side-effect free (package.json sideEffects).
import '../forms.css';
import { FieldLabel } from './FieldLabel';

/**
 * The chrome around one component: label, required mark, description, errors; hidden when its
 * condition holds. Memoised: it re-renders on its own component's store changes only.
 */
export const FieldView = memo(function FieldView({ node, mode }: { node: ComponentNode; mode: DisplayMode }) {
  const { computed, hidden, errors } = useFieldChrome(node.id);
  const store = useFormStore();
  const defaultLabels = useDefaultLabels();
  const validationText = useValidationText();
  if (hidden) return null;
  const properties = { ...node.properties, ...computed };
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
    <div className="cf-field" data-component-id={node.id} style={styleFromCss(properties.style)}>
      {label && (
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
      )}
      {typeof properties.description === 'string' && properties.description && (
        <p className="cf-description">{properties.description}</p>
      )}
      {Renderer ? (
        <Renderer
          node={node}
          mode={mode}
          properties={properties}
          editable={!store.isOwned(node.id) && mayEdit(node, properties, mode)}
          inputId={inputId}
          errorId={errorId}
          invalid={errors.length > 0}
        />
      ) : (
        <output id={inputId} className="cf-static">
          --
        </output>
      )}
      {errors.length > 0 && (
        <p id={errorId} className="cf-error" role="alert">
          {errors.map(validationText).join(' ')}
        </p>
      )}
    </div>
  );
});
