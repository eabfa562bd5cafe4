import { type ColumnNode, isPageBreakRow, type RowNode } from '@clinic/forms-core';
import { type CSSProperties, memo } from 'react';
import { useBuilderCanvas } from './builderCanvasContext';
import { CanvasComponent } from './CanvasComponent';
import { useIsSelected } from './canvasState';
import { useCanvasTexts } from './canvasTexts';
import { DragHandle } from './DragHandle';
import { DropAreaView } from './DropAreaView';
import { CopyIcon, TrashIcon } from './icons';

const CanvasColumn = memo(function CanvasColumn({
  column,
  index,
  rowTitle,
}: {
  column: ColumnNode;
  index: number;
  rowTitle: string;
}) {
  const texts = useCanvasTexts();
  const { state, select } = useBuilderCanvas();
  const list = { kind: 'column', columnId: column.id } as const;
  const title = texts.columnOf(index + 1, rowTitle);
  const selected = useIsSelected(state, column.id);
  return (
    <div
      className="cfb-column"
      data-selected={selected || undefined}
      data-column-id={column.id}
      style={{ '--cf-cols': column.properties.cols } as CSSProperties}
    >
      <button
        type="button"
        className="cfb-column-label"
        aria-pressed={selected}
        aria-label={texts.edit(title)}
        onClick={() => select(column.id)}
      >
        {texts.columnWidth(column.properties.cols)}
      </button>
      <DropAreaView
        area={{ list, index: 0, label: texts.columnFirstPlace(title) }}
        large={column.children.length === 0}
      >
        {column.children.length === 0 && <p className="cfb-empty">{texts.emptyColumn}</p>}
      </DropAreaView>
      {column.children.map((child, childIndex) => (
        <div key={child.id} className="cfb-slot">
          {child.kind === 'component' ? <CanvasComponent node={child} /> : <CanvasRow row={child} nested />}
          <DropAreaView
            area={{ list, index: childIndex + 1, label: texts.columnPlace(title, childIndex + 2) }}
          />
        </div>
      ))}
    </div>
  );
});

/** A row on the canvas (a nested layout when inside a column); a page-break row shows as a divider. */
export const CanvasRow = memo(function CanvasRow({
  row,
  nested = false,
}: {
  row: RowNode;
  nested?: boolean;
}) {
  const texts = useCanvasTexts();
  const { state, select, requestDelete, copyLayout } = useBuilderCanvas();
  const pageBreak = isPageBreakRow(row);
  const title = texts.titled(pageBreak ? texts.pageBreak : nested ? texts.nestedLayout : texts.row, row.id);
  const selected = useIsSelected(state, row.id);
  return (
    <section
      className={`cfb-row${pageBreak ? ' cfb-row--page-break' : ''}${nested ? ' cfb-row--nested' : ''}`}
      data-selected={selected || undefined}
      data-row-id={row.id}
      aria-label={title}
    >
      <div className="cfb-toolbar">
        <DragHandle item={{ kind: 'move', nodeId: row.id, label: title }} />
        <button
          type="button"
          className="cfb-select"
          aria-pressed={selected}
          aria-label={texts.edit(title)}
          onClick={() => select(row.id)}
        >
          {pageBreak ? texts.pageBreak : title}
        </button>
        {!pageBreak && (
          <button
            type="button"
            className="cfb-icon-button"
            aria-label={texts.copyLayoutOf(title)}
            onClick={() => copyLayout(row.id)}
          >
            <CopyIcon />
          </button>
        )}
        <button
          type="button"
          className="cfb-icon-button"
          aria-label={texts.deleteNamed(title)}
          onClick={() => requestDelete(row.id)}
        >
          <TrashIcon />
        </button>
      </div>
      {!pageBreak && (
        <div className="cfb-columns">
          {row.columns.map((column, index) => (
            <CanvasColumn key={column.id} column={column} index={index} rowTitle={title} />
          ))}
        </div>
      )}
    </section>
  );
});
