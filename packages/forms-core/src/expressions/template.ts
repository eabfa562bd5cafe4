import type { ExpressionNode } from './ast';
import { TEMPLATE_CLOSE, TEMPLATE_OPEN } from './computedValue';
import { COLLECTIONS_ROOT } from './names';
import { parseExpression } from './parse';
import { type ExpressionResult, fail, succeed } from './result';

export type TemplatePart =
  | { kind: 'text'; text: string }
  | { kind: 'expression'; source: string; expression: ExpressionNode; oneTime: boolean };

export interface ParsedTemplate {
  source: string;
  parts: TemplatePart[];
  /** The whole value is one `{{ }}` (around it only whitespace): it evaluates to the raw value, not text. */
  single: boolean;
  /** The collection name when the whole value is a `{{collections.name}}` reference. */
  collection: string | undefined;
}

const ONE_TIME = '::';
/**
 * Collection names may hold spaces or dashes, which the expression grammar would
 * misread (`collections.my-list` as a subtraction, which means nothing on a list).
 */
const COLLECTION_REFERENCE = /^\s*\{\{\s*collections\.([\w -]*\w)\s*\}\}\s*$/;

/**
 * Finds the `}}` closing an expression that starts at `from`, skipping braces of
 * object literals and anything inside string literals. -1 when there is none.
 */
function findClose(text: string, from: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (quote !== undefined) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      if (depth === 0 && text[i + 1] === '}') return i;
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

function collectionReference(name: string): TemplatePart {
  return {
    kind: 'expression',
    source: `${COLLECTIONS_ROOT}.${name}`,
    expression: {
      type: 'Member',
      object: { type: 'Identifier', name: COLLECTIONS_ROOT },
      property: { type: 'Literal', value: name },
    },
    oneTime: false,
  };
}

/** The name `collections.x` or `collections['x']` reads, if that is all the expression does. */
function collectionName(expression: ExpressionNode): string | undefined {
  if (expression.type !== 'Member' || expression.object.type !== 'Identifier') return undefined;
  if (expression.object.name !== COLLECTIONS_ROOT || expression.property.type !== 'Literal') return undefined;
  return typeof expression.property.value === 'string' ? expression.property.value : undefined;
}

function readParts(text: string): ExpressionResult<TemplatePart[]> {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (let open = text.indexOf(TEMPLATE_OPEN); open !== -1; open = text.indexOf(TEMPLATE_OPEN, at)) {
    if (open > at) parts.push({ kind: 'text', text: text.slice(at, open) });
    const oneTime = text.startsWith(ONE_TIME, open + TEMPLATE_OPEN.length);
    const start = open + TEMPLATE_OPEN.length + (oneTime ? ONE_TIME.length : 0);
    const close = findClose(text, start);
    if (close === -1) return fail(`Unclosed ${TEMPLATE_OPEN}`, open);
    const source = text.slice(start, close);
    const parsed = parseExpression(source);
    if (!parsed.ok) {
      const position = parsed.error.position === undefined ? start : start + parsed.error.position;
      return fail(parsed.error.message, position);
    }
    parts.push({ kind: 'expression', source: source.trim(), expression: parsed.value, oneTime });
    at = close + TEMPLATE_CLOSE.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return succeed(parts);
}

/**
 * Reads a property value: text with `{{ expr }}` (computed), `{{:: expr }}`
 * (one-time binding) and `{{collections.name}}` (collections reference) parts.
 * Never throws; a malformed expression is an error value with its position.
 */
export function parseTemplate(text: string): ExpressionResult<ParsedTemplate> {
  const reference = COLLECTION_REFERENCE.exec(text)?.[1];
  if (reference !== undefined) {
    return succeed({
      source: text,
      parts: [collectionReference(reference)],
      single: true,
      collection: reference,
    });
  }
  const parts = readParts(text);
  if (!parts.ok) return parts;
  const expressions = parts.value.filter((part) => part.kind === 'expression');
  const single =
    expressions.length === 1 &&
    parts.value.every((part) => part.kind === 'expression' || part.text.trim() === '');
  const only = expressions[0];
  const collection =
    single && only !== undefined && !only.oneTime ? collectionName(only.expression) : undefined;
  return succeed({ source: text, parts: parts.value, single, collection });
}
