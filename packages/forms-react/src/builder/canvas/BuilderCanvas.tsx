import type { FormContent } from '@clinic/forms-core';
import { memo, useMemo } from 'react';
import { FormStoreProvider } from '../../store/FormStoreContext';
import { createFormStore } from '../../store/formStore';
import { useBuilderCanvas } from './builderCanvasContext';
import { CanvasRow } from './CanvasRow';
import { useIsDragging } from './canvasState';
import { useCanvasTexts } from './canvasTexts';
import { DropAreaView } from './DropAreaView';
import { designContent } from './designPreview';

const form = { kind: 'form' } as const;

/** The design canvas: the form's rows, with drop areas between them shown while dragging. */
export const BuilderCanvas = memo(function BuilderCanvas({ content }: { content: FormContent }) {
  const texts = useCanvasTexts();
  const dragging = useIsDragging(useBuilderCanvas().state);
  // The previews read computed labels and defaults from a store of their own, with nothing hidden.
  const store = useMemo(() => createFormStore({ content: designContent(content) }), [content]);
  return (
    <FormStoreProvider store={store}>
      <section className="cfb-canvas" aria-label={texts.canvas} data-dragging={dragging || undefined}>
        <DropAreaView
          area={{ list: form, index: 0, label: texts.formStart }}
          large={content.rows.length === 0}
        >
          {content.rows.length === 0 && <p className="cfb-empty cfb-empty--form">{texts.emptyForm}</p>}
        </DropAreaView>
        {content.rows.map((row, index) => (
          <div key={row.id} className="cfb-slot">
            <CanvasRow row={row} />
            <DropAreaView area={{ list: form, index: index + 1, label: texts.afterRow(index + 1) }} />
          </div>
        ))}
      </section>
    </FormStoreProvider>
  );
});
