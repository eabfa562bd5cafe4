/** Moves focus to the first field with an error (in the first form on the page), once its page is shown. */
export function focusFirstInvalidField(): void {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('.cf-form [aria-invalid="true"], .cf-form .cf-error');
    field?.scrollIntoView({ block: 'center' });
    if (field?.matches('input, select, textarea, button')) field.focus();
  });
}
