import { type CatalogueCategory, catalogueEntries, getCatalogueVersions } from '@clinic/forms-core';
import { useCanvasTexts } from '../canvas/canvasTexts';
import { useComponentTypeName } from '../catalogueTexts';
import { type DragItem, dragItemKey } from '../dnd/dragItems';
import { useDragHandle } from '../dnd/dragSource';

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

function ToolboxItem({ item, onAdd }: { item: DragItem; onAdd: (item: DragItem) => void }) {
  const handle = useDragHandle(item);
  return (
    <li>
      <button
        type="button"
        className="cfb-tool"
        {...handle}
        // A pointer click (no drag) adds the item at the end of the form. Keyboard "clicks" (detail 0)
        // are ignored: Space and Enter pick the item up for a keyboard drag instead.
        onClick={(event) => {
          if (event.detail > 0) onAdd(item);
        }}
        data-toolbox-item={dragItemKey(item)}
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
      .map((entry): DragItem => {
        const versioned = getCatalogueVersions(entry.elType).length > 1;
        return {
          kind: 'new-component',
          elType: entry.elType,
          version: entry.version,
          label: versioned ? texts.versioned(typeName(entry), entry.version) : typeName(entry),
        };
      }),
  }));
  return (
    <nav className="cfb-toolbox" aria-label={texts.toolbox}>
      {groups.map(({ category, items }) => {
        const all = category === 'layout' ? [...rowItems, ...items] : items;
        if (all.length === 0) return null;
        return (
          <details
            key={category}
            className="cfb-tool-group"
            open={category === 'layout' || category === 'input' || category === 'choice'}
          >
            <summary title={texts.categories[category]}>{texts.categories[category]}</summary>
            <ul>
              {all.map((item) => (
                <ToolboxItem key={dragItemKey(item)} item={item} onAdd={onAdd} />
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
