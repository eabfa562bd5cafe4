import type { RichTextEditorProps } from '@clinic/forms-react';
import { lazyComponent } from '@clinic/forms-react/chunkLoading';
import { ChunkFailedMessage } from '../app/ChunkFailedMessage';
import { richTextTexts as texts } from './richTextTexts';

/**
 * The rich editor, with tiptap loaded the first time one is shown (the builder opens without it).
 * If tiptap does not arrive (an error or the chunk time-out), its place says so and Reload fetches
 * it again without leaving the builder, so unsaved work stays.
 */
export const LazyRichTextEditor = lazyComponent<RichTextEditorProps>(
  () => import('./RichTextEditor').then((m) => m.RichTextEditor),
  () => (
    <p className="rte-hint" role="status">
      {texts.loading}
    </p>
  ),
  { failed: (_props, failure, retry) => <ChunkFailedMessage failure={failure} onRetry={retry} /> },
);
