/** The `{{ … }}` parts of a text, in order: mentions of fields, computed parts. */
const expressionPattern = /\{\{[\s\S]*?\}\}/g;

function expressionParts(text: string): string[] {
  return text.match(expressionPattern) ?? [];
}

/**
 * Whether a translation keeps exactly the English text's `{{ }}` parts (in any order, as
 * another language orders its words). A translation can then never bring in an expression of
 * its own: who may write expressions is decided on the form's properties, not here.
 */
export function keepsExpressions(english: string, translation: string): boolean {
  const a = expressionParts(english).sort();
  const b = expressionParts(translation).sort();
  return a.length === b.length && a.every((part, index) => part === b[index]);
}
