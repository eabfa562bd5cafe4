import { type CatalogueCategory, catalogueEntries, getCatalogueVersions } from '@clinic/forms-core';
import { useDraggable } from '@dnd-kit/core';
import { useCanvasTexts } from '../canvas/canvasTexts';
import { useComponentTypeName } from '../catalogueTexts';
import type { DragItem } from '../dnd/dragItems';

const categoryOrder: readonly CatalogueCategory[] = [
  'layout',
  'input',
  'choice',
  'display',
  'media',
  'data',
  'clinical',
  'emar',
];

/**
 * The item's badge when the toolbox narrows to a rail: its capitals and digits ("TI", "R2"), or
 * where it has fewer, the initials of its longer words (Spanish names: "Campo de texto", "CT").
 */
function monogram(label: string): string {
  const marks = label.match(/[\p{Lu}\d]/gu) ?? [];
  if (marks.length >= 2) return marks.slice(0, 2).join('');
  const initials = label
    .split(/[\s,()]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.charAt(0).toUpperCase());
  return initials.slice(0, 2).join('') || label.charAt(0).toUpperCase();
}

function ToolboxItem({ id, item, onAdd }: { id: string; item: DragItem; onAdd: (item: DragItem) => void }) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id, data: item });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className="cfb-tool"
        {...attributes}
        {...listeners}
        // A pointer click (no drag) adds the item at the end of the form. Keyboard "clicks" (detail 0)
        // are ignored: Space and Enter pick the item up for a keyboard drag instead.
        onClick={(event) => {
          if (event.detail > 0) onAdd(item);
        }}
        data-toolbox-item={id}
        title={item.label}
      >
        <span className="cfb-tool-badge" aria-hidden="true">
          {monogram(item.label)}
        </span>
        <span className="cfb-tool-label">{item.label}</span>
      </button>
    </li>
  );
}

/** The catalogue, grouped: drag an item onto the canvas (or click it to add it at the end). */
export function Toolbox({ onAdd }: { onAdd: (item: DragItem) => void }) {
  const texts = useCanvasTexts();
  const typeName = useComponentTypeName();
  const rowItems: DragItem[] = [1, 2, 3, 4].map((columns) => ({
    kind: 'new-row',
    columns,
    label: texts.newRow(columns),
  }));
  const groups = categoryOrder.map((category) => ({
    category,
    items: catalogueEntries
      .filter((entry) => entry.category === category)
      .map((entry): { id: string; item: DragItem } => {
        const versioned = getCatalogueVersions(entry.elType).length > 1;
        return {
          id: `toolbox:${entry.elType}@${entry.version}`,
          item: {
            kind: 'new-component',
            elType: entry.elType,
            version: entry.version,
            label: versioned ? texts.versioned(typeName(entry), entry.version) : typeName(entry),
          },
        };
      }),
  }));
  return (
    <nav className="cfb-toolbox" aria-label={texts.toolbox}>
      {groups.map(({ category, items }) => {
        const all =
          category === 'layout'
            ? [...rowItems.map((item, i) => ({ id: `toolbox:row:${i + 1}`, item })), ...items]
            : items;
        if (all.length === 0) return null;
        return (
          <details
            key={category}
            className="cfb-tool-group"
            open={category === 'layout' || category === 'input' || category === 'choice'}
          >
            <summary title={texts.categories[category]}>{texts.categories[category]}</summary>
            <ul>
              {all.map(({ id, item }) => (
                <ToolboxItem key={id} id={id} item={item} onAdd={onAdd} />
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
