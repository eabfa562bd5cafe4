import { lazy, Suspense } from 'react';
import type { FieldRenderer, FieldRendererProps } from './fieldRenderers';

/**
 * A renderer whose code loads the first time a form shows its type, so types that bring big
 * libraries (phone numbers, image compression, signature pads, clinical grids) stay out of the
 * bundle of forms that do not use them. Until it arrives the field shows a busy placeholder,
 * which keeps the label's target.
 *
 *   registerFieldRenderer('PhoneInput', lazyFieldRenderer(() => import('./PhoneField').then((m) => m.PhoneField)));
 */
export function lazyFieldRenderer(load: () => Promise<FieldRenderer>): FieldRenderer {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyFieldRenderer(props: FieldRendererProps) {
    return (
      <Suspense
        fallback={
          <output id={props.inputId} className="cf-static" aria-busy="true">
            …
          </output>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  };
}
