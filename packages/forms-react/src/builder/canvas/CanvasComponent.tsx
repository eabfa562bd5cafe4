import { type ComponentNode, CRUD_TYPE, getCatalogueEntry, PAGE_BREAK_TYPE } from '@clinic/forms-core';
import { memo } from 'react';
import { FieldView } from '../../render/FieldView';
import { RuleSummary } from '../rules/RuleSummary';
import { useBuilderCanvas } from './builderCanvasContext';
import { CrudLayoutCanvases } from './CrudLayoutCanvases';
import { useIsSelected } from './canvasState';
import { DragHandle } from './DragHandle';
import { designNode } from './designPreview';
import { TrashIcon } from './icons';

export function componentTitle(node: ComponentNode): string {
  const label = typeof node.properties.label === 'string' ? node.properties.label.trim() : '';
  const typeLabel = getCatalogueEntry(node.elType, node.version)?.label ?? node.elType;
  return label ? `${label} (${node.id})` : `${typeLabel} (${node.id})`;
}

/**
 * A component on the canvas: its form-builder preview with a handle, an edit and a delete button.
 * Memoised on its node: an edit elsewhere in the form leaves it alone.
 */
export const CanvasComponent = memo(function CanvasComponent({ node }: { node: ComponentNode }) {
  const { state, select, requestDelete } = useBuilderCanvas();
  const title = componentTitle(node);
  const selected = useIsSelected(state, node.id);
  return (
    <div className="cfb-component" data-selected={selected || undefined} data-component-id={node.id}>
      <div className="cfb-toolbar">
        <DragHandle id={node.id} item={{ kind: 'move', nodeId: node.id, label: title }} />
        <button
          type="button"
          className="cfb-select"
          aria-pressed={selected}
          aria-label={`Edit ${title}`}
          onClick={() => select(node.id)}
        >
          {title}
        </button>
        <button
          type="button"
          className="cfb-icon-button"
          aria-label={`Delete ${title}`}
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
