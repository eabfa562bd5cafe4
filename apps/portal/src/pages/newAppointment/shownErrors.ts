/**
 * The errors to show after a change: only those already shown, as the form now stands. A field
 * fixed loses its message at once (not at the next sending), a field still wrong gets its current
 * message, and a field not yet judged gets none while the patient is still filling the form.
 */
export function shownErrors(
  shown: Readonly<Record<string, string>>,
  found: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of Object.keys(shown)) {
    const message = found[field];
    if (message) kept[field] = message;
  }
  return kept;
}
