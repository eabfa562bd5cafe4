/** The builder adds a text list item (e.g. an option) only when its text is not blank. */
export function canAddTextItem(text: string): boolean {
  return text.trim() !== '';
}
