import type { ComponentNode, RowNode } from '@clinic/forms-core';
import { type CSSProperties, useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFormStore } from '../store/FormStoreContext';
import type { DisplayMode } from './displayMode';
import { FieldView } from './FieldView';

function componentIdsOf(row: RowNode): string[] {
  return row.columns.flatMap((column) =>
    column.children.flatMap((child) => (child.kind === 'component' ? [child.id] : componentIdsOf(child))),
  );
}

/**
 * A row of columns on a 12-column grid. It hides when every component in it is hidden
 * (portal.md section 4), so it listens to its own components' visibility only.
 */
export function RowView({ row, mode }: { row: RowNode; mode: DisplayMode }) {
  const store = useFormStore();
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
  return (
    <div className="cf-row">
      {row.columns.map((column) => (
        <div
          key={column.id}
          className="cf-column"
          style={{ '--cf-cols': column.properties.cols } as CSSProperties}
        >
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
