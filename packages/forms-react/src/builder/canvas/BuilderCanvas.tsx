import type { FormContent, RowNode } from '@clinic/forms-core';
import { memo, type ReactNode, useLayoutEffect, useState } from 'react';
import { FormStoreProvider } from '../../store/FormStoreContext';
import { useBuilderCanvas } from './builderCanvasContext';
import { CanvasRow } from './CanvasRow';
import { useIsDragging } from './canvasState';
import { useCanvasTexts } from './canvasTexts';
import { DropAreaView } from './DropAreaView';
import { useDesignStore } from './designStore';
import { createNearRows, type NearRows } from './nearRows';

const form = { kind: 'form' } as const;

/**
 * The canvas's element, marked while something is dragged (the drop areas of the rows near the
 * screen then show): the only part that re-renders when a drag starts or ends, as `children`
 * stay the same elements.
 */
function CanvasSection({ nearRows, children }: { nearRows: NearRows; children: ReactNode }) {
  const texts = useCanvasTexts();
  const dragging = useIsDragging(useBuilderCanvas().state);
  useLayoutEffect(() => nearRows.show(dragging), [nearRows, dragging]);
  return (
    <section className="cfb-canvas" aria-label={texts.canvas} data-dragging={dragging || undefined}>
      {children}
    </section>
  );
}

/** A row of the form and the place after it; an edit elsewhere (or a move of others) leaves it alone. */
const FormRowSlot = memo(function FormRowSlot({
  row,
  index,
  nearRows,
}: {
  row: RowNode;
  index: number;
  nearRows: NearRows;
}) {
  const texts = useCanvasTexts();
  return (
    <div className="cfb-slot" ref={nearRows.watch}>
      <CanvasRow row={row} />
      <DropAreaView area={{ list: form, index: index + 1, label: texts.afterRow(index + 1) }} />
    </div>
  );
});

/** The design canvas: the form's rows, with drop areas between them shown while dragging. */
export const BuilderCanvas = memo(function BuilderCanvas({ content }: { content: FormContent }) {
  const texts = useCanvasTexts();
  // The previews read computed labels and defaults from a store of their own, with nothing hidden.
  const store = useDesignStore(content);
  const [nearRows] = useState(createNearRows);
  return (
    <FormStoreProvider store={store}>
      <CanvasSection nearRows={nearRows}>
        <DropAreaView
          area={{ list: form, index: 0, label: texts.formStart }}
          large={content.rows.length === 0}
          watch={nearRows.watch}
        >
          {content.rows.length === 0 && <p className="cfb-empty cfb-empty--form">{texts.emptyForm}</p>}
        </DropAreaView>
        {content.rows.map((row, index) => (
          <FormRowSlot key={row.id} row={row} index={index} nearRows={nearRows} />
        ))}
      </CanvasSection>
    </FormStoreProvider>
  );
});
