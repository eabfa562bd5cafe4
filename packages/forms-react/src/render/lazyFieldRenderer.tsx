import { ChunkLoadFailure } from '../chunkLoading/ChunkLoadFailure';
import { PendingReady, reportingReady } from '../viewer/readiness';
import type { FieldRenderer } from './fieldRenderers';
import { lazyComponent } from './lazyComponent';

export interface LazyFieldRendererOptions {
  /**
   * The viewer also waits for the loaded renderer to mount (the clinical components and the
   * dropdowns, forms.md section 4). It always waits while the code loads.
   */
  reportsReady?: boolean;
}

/**
 * A renderer whose code loads the first time a form shows its type, so types that bring big
 * libraries (phone numbers, image compression, signature pads, DOMPurify, clinical grids) stay out
 * of the bundle of forms that do not use them. Until it arrives the field shows a busy
 * placeholder, which keeps the label's target, and the viewer (or printable form) does not report
 * ready, so nothing prints or pages over a placeholder. If the code does not arrive (an error or
 * the chunk time-out), the field's place shows the spec's message with a Reload button.
 *
 *   registerFieldRenderer('PhoneInput', lazyFieldRenderer(() => import('./PhoneField').then((m) => m.PhoneField)));
 */
export function lazyFieldRenderer(
  load: () => Promise<FieldRenderer>,
  { reportsReady = false }: LazyFieldRendererOptions = {},
): FieldRenderer {
  return lazyComponent(
    () => load().then((Renderer) => (reportsReady ? reportingReady(Renderer) : Renderer)),
    ({ inputId }) => <LoadingPlaceholder id={inputId} />,
    {
      failed: ({ inputId }, failure, retry) => (
        <ChunkLoadFailure id={inputId} failure={failure} onRetry={retry} />
      ),
    },
  );
}

/** Stands where a control is loading: busy, with the control's id so its label still points here. */
export function LoadingPlaceholder({ id }: { id: string }) {
  return (
    <output id={id} className="cf-static" aria-busy="true">
      …<PendingReady />
    </output>
  );
}
