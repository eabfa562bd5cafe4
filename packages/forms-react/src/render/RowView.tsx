import type { ColumnNode, ComponentNode, RowNode } from '@clinic/forms-core';
import {
  type CSSProperties,
  memo,
  type ReactElement,
  useCallback,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { gridColumnWidth } from '../printable/gridColumnWidths';
import { useGridRendering } from '../printable/gridRendering';
import { useFormStore } from '../store/FormStoreContext';
import type { DisplayMode } from './displayMode';
import { FieldView } from './FieldView';
// Imported where its classes render: a bare import in the package index is dropped by bundlers
// tree-shaking the index as side-effect free (package.json sideEffects).
import '../forms.css';

function componentIdsOf(row: RowNode): string[] {
  return row.columns.flatMap((column) =>
    column.children.flatMap((child) => (child.kind === 'component' ? [child.id] : componentIdsOf(child))),
  );
}

/** The component of a row that holds only it, at full width: most rows of a long form. */
function loneComponentOf(row: RowNode): ComponentNode | undefined {
  const [column, ...others] = row.columns;
  if (!column || others.length > 0 || column.properties.cols !== 12 || column.children.length !== 1) {
    return undefined;
  }
  const [child] = column.children;
  return child?.kind === 'component' ? child : undefined;
}

/**
 * A row as it renders: a row holding one full-width component is that component's field,
 * classed as a row too (cf-row cf-field), with no row and column elements around it; it hides
 * with its component, as the row would. Every other row, and every row of the grid rendering
 * (fixed column widths), is a RowView. Two elements and a component fewer per field is a third of
 * a long form's DOM and React work (issue 22.4).
 */
export function rowElement(row: RowNode, mode: DisplayMode, grid = false): ReactElement {
  const lone = grid ? undefined : loneComponentOf(row);
  return lone ? (
    <FieldView key={row.id} node={lone} mode={mode} row />
  ) : (
    <RowView key={row.id} row={row} mode={mode} />
  );
}

/** A column's width: its share of the 12-column grid, or its fixed width in the grid rendering. */
function columnStyle(column: ColumnNode, grid: boolean): CSSProperties {
  // Full width is the stylesheet's default: most rows then set no style at all.
  if (!grid)
    return column.properties.cols === 12 ? {} : ({ '--cf-cols': column.properties.cols } as CSSProperties);
  const width = gridColumnWidth(column);
  return width === undefined ? {} : ({ '--cf-grid-width': `${width}px` } as CSSProperties);
}

/**
 * A row of columns on a 12-column grid, or at fixed widths inside the grid rendering. It hides
 * when every component in it is hidden (portal.md section 4), so it listens to its own
 * components' visibility only. The viewer and the printable layout hand it a page's rows
 * (forms-core pageRows), page breaks already cut out at every depth. Memoised: the viewer
 * re-renders on paging state (e.g. dropdowns reporting ready), which must not re-render every field.
 */
export const RowView = memo(function RowView({ row, mode }: { row: RowNode; mode: DisplayMode }) {
  const store = useFormStore();
  const grid = useGridRendering();
  // Only a row whose every component can hide ever hides: the others follow nothing.
  const ids = useMemo(() => {
    const all = componentIdsOf(row);
    return all.length > 0 && all.every((id) => store.canHide(id)) ? all : [];
  }, [row, store]);
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
  return (
    <div className={grid ? 'cf-row cf-row--grid' : 'cf-row'}>
      {row.columns.map((column) => (
        <div key={column.id} className="cf-column" style={columnStyle(column, grid)}>
          {column.children.map((child) =>
            child.kind === 'component' ? (
              <FieldView key={child.id} node={child as ComponentNode} mode={mode} />
            ) : (
              rowElement(child, mode, grid)
            ),
          )}
        </div>
      ))}
    </div>
  );
});
