import { type ComponentNode, CRUD_LAYOUT_KEYS, type CrudLayoutKey, crudLayoutRows } from '@clinic/forms-core';
import { CanvasRow } from './CanvasRow';
import { useCanvasTexts } from './canvasTexts';
import { DropAreaView } from './DropAreaView';

/**
 * A Crud's record form and list item as canvases of their own inside it (issue 21.5): rows and
 * components drop, move and are edited there as in the form, with the same refusals (no page
 * break or Crud inside a Crud) and the same undo.
 */
export function CrudLayoutCanvases({ crud, title }: { crud: ComponentNode; title: string }) {
  return (
    <div className="cfb-crud-layouts">
      {CRUD_LAYOUT_KEYS.map((layout) => (
        <CrudLayoutCanvas key={layout} crud={crud} layout={layout} title={title} />
      ))}
    </div>
  );
}

function CrudLayoutCanvas({
  crud,
  layout,
  title,
}: {
  crud: ComponentNode;
  layout: CrudLayoutKey;
  title: string;
}) {
  const texts = useCanvasTexts();
  const rows = crudLayoutRows(crud, layout) ?? [];
  const list = { kind: 'crud', crudId: crud.id, layout } as const;
  const name = texts.crudLayoutOf(texts.crudLayouts[layout], title);
  return (
    <section className="cfb-crud-layout" aria-label={name}>
      <h4 className="cfb-crud-layout-title">{texts.crudLayouts[layout]}</h4>
      <DropAreaView area={{ list, index: 0, label: texts.layoutStart(name) }} large={rows.length === 0}>
        {rows.length === 0 && <p className="cfb-empty">{texts.crudLayoutEmpty}</p>}
      </DropAreaView>
      {rows.map((row, index) => (
        <div key={row.id} className="cfb-slot">
          <CanvasRow row={row} nested />
          <DropAreaView area={{ list, index: index + 1, label: texts.afterRowOf(index + 1, name) }} />
        </div>
      ))}
    </section>
  );
}
