import { lazy, Suspense } from 'react';
import { PendingReady, reportingReady } from '../viewer/readiness';
import type { FieldRenderer, FieldRendererProps } from './fieldRenderers';

export interface LazyFieldRendererOptions {
  /** The viewer waits for this type (its placeholder, then its mount) before it reports ready. */
  reportsReady?: boolean;
}

/**
 * A renderer whose code loads the first time a form shows its type, so types that bring big
 * libraries (phone numbers, image compression, signature pads, clinical grids) stay out of the
 * bundle of forms that do not use them. Until it arrives the field shows a busy placeholder,
 * which keeps the label's target.
 *
 *   registerFieldRenderer('PhoneInput', lazyFieldRenderer(() => import('./PhoneField').then((m) => m.PhoneField)));
 */
export function lazyFieldRenderer(
  load: () => Promise<FieldRenderer>,
  { reportsReady = false }: LazyFieldRendererOptions = {},
): FieldRenderer {
  const Loaded = lazy(async () => {
    const Renderer = await load();
    return { default: reportsReady ? reportingReady(Renderer) : Renderer };
  });
  return function LazyFieldRenderer(props: FieldRendererProps) {
    return (
      <Suspense
        fallback={
          <output id={props.inputId} className="cf-static" aria-busy="true">
            …{reportsReady && <PendingReady />}
          </output>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  };
}
