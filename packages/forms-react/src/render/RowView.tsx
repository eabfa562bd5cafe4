import { type ColumnNode, type ComponentNode, isPageBreakRow, type RowNode } from '@clinic/forms-core';
import { type CSSProperties, useCallback, useMemo, useSyncExternalStore } from 'react';
import { gridColumnWidth } from '../printable/gridColumnWidths';
import { useGridRendering } from '../printable/gridRendering';
import { useFormStore } from '../store/FormStoreContext';
import type { DisplayMode } from './displayMode';
import { FieldView } from './FieldView';

function componentIdsOf(row: RowNode): string[] {
  return row.columns.flatMap((column) =>
    column.children.flatMap((child) => (child.kind === 'component' ? [child.id] : componentIdsOf(child))),
  );
}

/** A column's width: its share of the 12-column grid, or its fixed width in the grid rendering. */
function columnStyle(column: ColumnNode, grid: boolean): CSSProperties {
  if (!grid) return { '--cf-cols': column.properties.cols } as CSSProperties;
  const width = gridColumnWidth(column);
  return width === undefined ? {} : ({ '--cf-grid-width': `${width}px` } as CSSProperties);
}

/**
 * A row of columns on a 12-column grid, or at fixed widths inside the grid rendering. It hides
 * when every component in it is hidden (portal.md section 4), so it listens to its own
 * components' visibility only. In the printable layout a nested page-break row becomes a sheet
 * break (the top-level ones cut PrintableForm into pages).
 */
export function RowView({ row, mode }: { row: RowNode; mode: DisplayMode }) {
  const store = useFormStore();
  const grid = useGridRendering();
  const ids = useMemo(() => componentIdsOf(row), [row]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = ids.map((id) => store.subscribe(id, listener));
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },
    [store, ids],
  );
  const allHidden = useSyncExternalStore(
    subscribe,
    () => ids.length > 0 && ids.every((id) => store.isHidden(id)),
  );
  if (allHidden) return null;
  if (mode === 'printable' && isPageBreakRow(row))
    return <div className="cf-print-break" aria-hidden="true" />;
  return (
    <div className={grid ? 'cf-row cf-row--grid' : 'cf-row'}>
      {row.columns.map((column) => (
        <div key={column.id} className="cf-column" style={columnStyle(column, grid)}>
          {column.children.map((child) =>
            child.kind === 'component' ? (
              <FieldView key={child.id} node={child as ComponentNode} mode={mode} />
            ) : (
              <RowView key={child.id} row={child} mode={mode} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
