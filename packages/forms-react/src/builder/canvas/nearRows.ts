/**
 * The canvas's rows (and the form's start) on screen or within a screen of it, kept by an
 * IntersectionObserver, so that a drag shows the drop areas of those rows only (`data-show`), and
 * of others as they scroll near.
 * Showing all of a 500-component form's 1,400 areas at once restyled and repainted every one of
 * them before the first frame of the drag (issue 21.7); the keyboard still reaches every area.
 * The other rows are marked `data-far`: the browser skips their rendering (`content-visibility`,
 * builder.css), so a frame's pre-paint, paint and hit tests walk the rows near the screen, not the
 * whole form's 23,000 elements. Near rows are never skipped: an undo or a drop there repaints
 * only what changed (skipping every row off screen made an undo re-raster the page).
 */
export interface NearRows {
  /** A row's ref callback: watched while it is on the page. */
  watch(element: HTMLElement | null): (() => void) | undefined;
  /** Marks the near rows while a drag is under way, and unmarks them after. */
  show(on: boolean): void;
}

export function createNearRows(): NearRows {
  const near = new Set<Element>();
  let showing = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const { target, isIntersecting } of entries) {
              target.toggleAttribute('data-far', !isIntersecting);
              if (isIntersecting) near.add(target);
              else near.delete(target);
              if (showing) target.toggleAttribute('data-show', isIntersecting);
            }
          },
          { rootMargin: '100% 0px' },
        );
  return {
    watch(element) {
      if (!element) return undefined;
      // Without an observer (a test page) every row counts as near.
      if (observer) observer.observe(element);
      else near.add(element);
      return () => {
        observer?.unobserve(element);
        near.delete(element);
      };
    },
    show(on) {
      showing = on;
      for (const element of near) element.toggleAttribute('data-show', on);
    },
  };
}
