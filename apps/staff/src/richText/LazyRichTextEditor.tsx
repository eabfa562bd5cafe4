import type { RichTextEditorProps } from '@clinic/forms-react';
import { lazy, Suspense } from 'react';
import { richTextTexts as texts } from './richTextTexts';

const Editor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The rich editor, with tiptap loaded the first time one is shown (the builder opens without it). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="rte-hint" role="status">
          {texts.loading}
        </p>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
