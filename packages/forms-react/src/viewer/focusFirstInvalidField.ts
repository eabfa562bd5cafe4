import type { FormStore } from '../store/formStore';

const focusable =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves the focus to the first field under `root`, in page order, that has an error in the store
 * (its invalid control, else its first control) and scrolls it into view; false when none has
 * one. The store says which fields are wrong, not the rendered messages, so a field counts as
 * soon as its errors are set. The viewer calls it once the page it shows has mounted, so a
 * keyboard or screen-reader user lands on what to fix.
 */
export function focusFirstInvalidField(root: ParentNode, store: Pick<FormStore, 'getErrors'>): boolean {
  const field = [...root.querySelectorAll<HTMLElement>('.cf-field[data-component-id]')].find(
    (candidate) => store.getErrors(candidate.dataset.componentId ?? '').length > 0,
  );
  if (!field) return false;
  const control =
    field.querySelector<HTMLElement>(`[aria-invalid="true"]:is(${focusable})`) ??
    field.querySelector<HTMLElement>(focusable);
  field.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
  return true;
}
