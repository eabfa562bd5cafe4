import type { ChunkFailure } from './chunkLoadError';
import { useChunkLoadTexts } from './chunkLoadTexts';

/** Reloads the page: a stylesheet that failed stays failed in this document (Vite will not ask again). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * The spec's message for a chunk that did not load, with a Reload button, in the place of the
 * component (a form field keeps its spot and its id, so its label still points here). A script
 * is fetched again in place, so the answers on the page stay; a stylesheet needs the page reloaded.
 */
export function ChunkLoadFailure({
  failure,
  onRetry,
  id,
}: {
  failure: ChunkFailure;
  onRetry: () => void;
  id?: string | undefined;
}) {
  const texts = useChunkLoadTexts();
  return (
    <div id={id} className="cf-chunk-failed" role="alert">
      <span>{texts[failure]}</span>{' '}
      <button type="button" className="cf-chunk-reload" onClick={failure === 'css' ? reloadPage : onRetry}>
        {texts.reload}
      </button>
    </div>
  );
}
