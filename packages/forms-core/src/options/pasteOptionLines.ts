/** An option as the builder edits it: the value kept apart from the label only when asked for. */
export interface EditedOption {
  value: string;
  label: string;
  score?: number;
}

/** "value|label" or tab-separated "value<TAB>label" (as copied from a spreadsheet's two columns). */
const SEPARATOR = /\t|\|/;

/**
 * Options pasted as lines, one per line, blank lines skipped: "Label", or "value|label" and
 * "value<TAB>label" for a stored value of its own; a third part that is a number is the score
 * ("2|Several days|1"). Nothing here refuses: the check on save names any repeated value.
 */
export function pasteOptionLines(text: string): EditedOption[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const parts = line.split(SEPARATOR).map((part) => part.trim());
      const [first = '', second, third] = parts;
      if (second === undefined || second === '') return { value: first, label: first };
      const score = third === undefined || third === '' ? Number.NaN : Number(third);
      return {
        value: first === '' ? second : first,
        label: second,
        ...(Number.isFinite(score) ? { score } : {}),
      };
    });
}

/** Whether pasted text holds several options (a single line is typed, not pasted as a list). */
export function isOptionList(text: string): boolean {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length > 1;
}
