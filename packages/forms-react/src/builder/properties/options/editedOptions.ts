import { type EditedOption, readOption, type StoredOption, storedOption } from '@clinic/forms-core';

/**
 * The options property as the editor lists them (texts, `{value, label, score}`), in order. A
 * label cleared while it is retyped stays listed: only what reads as no option at all is left out.
 */
export function editedOptions(raw: unknown): EditedOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): EditedOption[] => {
    if (typeof item === 'string') return [{ value: item, label: item }];
    const option = readOption(item);
    if (option) {
      const { value, label, score } = option;
      const typed = (item as { label?: unknown }).label;
      // A label being retyped is kept as typed, not shown as its value.
      const shown = typeof typed === 'string' ? typed : label;
      return [{ value: String(value), label: shown, ...(score === undefined ? {} : { score }) }];
    }
    if (typeof item !== 'object' || item === null) return [];
    const { value, label } = item as { value?: unknown; label?: unknown };
    return typeof value === 'string' && typeof label === 'string' ? [{ value, label }] : [];
  });
}

/**
 * The options as stored. Without separate values each value is its label (a rename renames the
 * stored answer too, as before issue 21.3); without scores none is kept.
 */
export function toStored(
  options: readonly EditedOption[],
  { separateValues, scores }: { separateValues: boolean; scores: boolean },
): StoredOption[] {
  return options.map((option) =>
    storedOption({
      label: option.label,
      value: separateValues ? option.value : option.label,
      ...(scores && option.score !== undefined ? { score: option.score } : {}),
    }),
  );
}

/** The list with the option at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > next.length) return [...items];
  next.splice(to, 0, item);
  return next;
}
