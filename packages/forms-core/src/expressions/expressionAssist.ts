import { containsExpression } from './computedValue';
import { BUILTIN_FUNCTIONS } from './functions';
import { RESERVED_ROOTS } from './names';
import type { ExpressionError } from './result';
import { parseTemplate } from './template';

export interface ExpressionCompletion {
  /** The name to insert in place of the typed prefix; functions end with "(". */
  insert: string;
  kind: 'component' | 'function' | 'root';
}

export interface ExpressionCompletions {
  /** Where the typed prefix starts; the completion replaces text from here to the caret. */
  from: number;
  items: ExpressionCompletion[];
}

const NAME_BEFORE_CARET = /[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Whether `caret` sits inside an open `{{ … }}` of the text. */
function insideExpression(text: string, caret: number): boolean {
  const before = text.slice(0, caret);
  return before.lastIndexOf('{{') > before.lastIndexOf('}}');
}

/**
 * What the author may mean by the name being typed at `caret` inside `{{ }}` (or anywhere in a
 * script, `inScript`): component ids, the language's functions and its roots (data, value…),
 * those starting with the typed prefix, case ignored. Empty when the caret is not after a name.
 */
export function expressionCompletions(
  text: string,
  caret: number,
  componentIds: readonly string[],
  inScript = false,
): ExpressionCompletions {
  const prefix = NAME_BEFORE_CARET.exec(text.slice(0, caret))?.[0] ?? '';
  const from = caret - prefix.length;
  if (prefix === '' || (!inScript && !insideExpression(text, caret))) return { from, items: [] };
  const lower = prefix.toLowerCase();
  const fits = (name: string) => name.toLowerCase().startsWith(lower) && name !== prefix;
  const items: ExpressionCompletion[] = [
    ...componentIds.filter(fits).map((id) => ({ insert: id, kind: 'component' as const })),
    ...[...BUILTIN_FUNCTIONS.keys()]
      .filter(fits)
      .map((name) => ({ insert: `${name}(`, kind: 'function' as const })),
    ...[...RESERVED_ROOTS].filter(fits).map((name) => ({ insert: name, kind: 'root' as const })),
  ];
  return { from, items: items.slice(0, 12) };
}

/** The parser's complaint about a computed property's text; null when it reads, or holds no `{{ }}`. */
export function computedTextError(text: string): ExpressionError | null {
  if (!containsExpression(text) && !text.includes('{{')) return null;
  const parsed = parseTemplate(text);
  return parsed.ok ? null : parsed.error;
}
