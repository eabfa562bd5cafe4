const focusable =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves the focus to the first field of the shown form page that has an error (its invalid
 * control, else its first control) and scrolls it into view; false when none has one. Called once
 * a refused save's errors are in the store and the viewer shows their page, so a keyboard or
 * screen-reader user lands on what to fix instead of on a button that was disabled while saving.
 */
export function focusFirstInvalidField(root: ParentNode = document): boolean {
  const field = [...root.querySelectorAll<HTMLElement>('.cf-form .cf-field')].find((candidate) =>
    candidate.querySelector('.cf-error'),
  );
  if (!field) return false;
  const control =
    field.querySelector<HTMLElement>(`[aria-invalid="true"]:is(${focusable})`) ??
    field.querySelector<HTMLElement>(focusable);
  field.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
  return true;
}
