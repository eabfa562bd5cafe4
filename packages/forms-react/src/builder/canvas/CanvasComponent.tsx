import { type ComponentNode, CRUD_TYPE, getCatalogueEntry, PAGE_BREAK_TYPE } from '@clinic/forms-core';
import { memo } from 'react';
import { FieldView } from '../../render/FieldView';
import { useComponentTypeName } from '../catalogueTexts';
import { RuleSummary } from '../rules/RuleSummary';
import { useBuilderCanvas } from './builderCanvasContext';
import { CrudLayoutCanvases } from './CrudLayoutCanvases';
import { useIsSelected } from './canvasState';
import { useCanvasTexts } from './canvasTexts';
import { DragHandle } from './DragHandle';
import { designNode } from './designPreview';
import { TrashIcon } from './icons';

/** "Smoker (SingleChoice-1)", or the type's name in the builder's language when unlabelled. */
function useComponentTitle(node: ComponentNode): string {
  const typeName = useComponentTypeName();
  const { titled } = useCanvasTexts();
  const label = typeof node.properties.label === 'string' ? node.properties.label.trim() : '';
  const entry = getCatalogueEntry(node.elType, node.version);
  return titled(label || (entry ? typeName(entry) : node.elType), node.id);
}

/**
 * A component on the canvas: its form-builder preview with a handle, an edit and a delete button.
 * Memoised on its node: an edit elsewhere in the form leaves it alone.
 */
export const CanvasComponent = memo(function CanvasComponent({ node }: { node: ComponentNode }) {
  const { state, select, requestDelete } = useBuilderCanvas();
  const texts = useCanvasTexts();
  const title = useComponentTitle(node);
  const selected = useIsSelected(state, node.id);
  return (
    <div className="cfb-component" data-selected={selected || undefined} data-component-id={node.id}>
      <div className="cfb-toolbar">
        <DragHandle item={{ kind: 'move', nodeId: node.id, label: title }} />
        <button
          type="button"
          className="cfb-select"
          aria-pressed={selected}
          aria-label={texts.edit(title)}
          onClick={() => select(node.id)}
        >
          {title}
        </button>
        <button
          type="button"
          className="cfb-icon-button"
          aria-label={texts.deleteNamed(title)}
          onClick={() => requestDelete(node.id)}
        >
          <TrashIcon />
        </button>
      </div>
      <RuleSummary node={node} />
      {node.elType !== PAGE_BREAK_TYPE && (
        // A click on the preview selects too; its inputs are not for filling in here.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the Edit button above is the keyboard way
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        <div className="cfb-preview" onClick={() => select(node.id)}>
          <div inert>
            <FieldView node={designNode(node)} mode="form-builder" />
          </div>
        </div>
      )}
      {node.elType === CRUD_TYPE && <CrudLayoutCanvases crud={node} title={title} />}
    </div>
  );
});
