import { lazyComponent } from '../../render/lazyComponent';
import { PendingReady } from '../../viewer/readiness';

/**
 * HTML shown after sanitising (SanitizedHtml), with DOMPurify loaded the first time a page shows
 * HTML so forms without any keep it out of their bundle. Until then the box stays empty (never
 * unsanitised) and the viewer does not report ready.
 */
export const SafeHtml = lazyComponent(
  () => import('./SanitizedHtml').then((m) => m.SanitizedHtml),
  ({ id, className }) => (
    <div id={id} className={className} aria-busy="true">
      <PendingReady />
    </div>
  ),
);
