import type { ExpressionNode, LiteralValue } from './ast';
import { CONDITIONAL_PRECEDENCE, INFIX_PRECEDENCE, UNARY_PRECEDENCE } from './parse';

const POSTFIX_PRECEDENCE = UNARY_PRECEDENCE + 1;
const PLAIN_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED_KEYS: ReadonlySet<string> = new Set(['true', 'false', 'null', 'undefined']);

function precedenceOf(node: ExpressionNode): number {
  switch (node.type) {
    case 'Conditional':
      return CONDITIONAL_PRECEDENCE;
    case 'Binary':
    case 'Logical':
      return INFIX_PRECEDENCE[node.operator];
    case 'Unary':
      return UNARY_PRECEDENCE;
    default:
      return POSTFIX_PRECEDENCE;
  }
}

/** Prints `node`, in parentheses when its precedence is below `minimum`. */
function printAt(node: ExpressionNode, minimum: number): string {
  const text = printExpression(node);
  return precedenceOf(node) < minimum ? `(${text})` : text;
}

const NAMED_ESCAPES: ReadonlyMap<string, string> = new Map([
  ['\\', '\\\\'],
  ["'", "\\'"],
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
]);

/** Quotes text as a single-quoted string literal the tokenizer reads back unchanged. */
export function quoteString(text: string): string {
  let quoted = "'";
  for (const char of text) {
    const code = char.charCodeAt(0);
    const named = NAMED_ESCAPES.get(char);
    if (named !== undefined) quoted += named;
    else if (code < 0x20 || code === 0x7f) quoted += `\\u${code.toString(16).padStart(4, '0')}`;
    else quoted += char;
  }
  return `${quoted}'`;
}

function printLiteral(value: LiteralValue): string {
  if (typeof value === 'string') return quoteString(value);
  if (typeof value === 'number' && !Number.isFinite(value)) {
    if (Number.isNaN(value)) return '(0 / 0)';
    return value > 0 ? '(1 / 0)' : '(-1 / 0)';
  }
  return String(value);
}

function printKey(key: string): string {
  return PLAIN_NAME.test(key) && !RESERVED_KEYS.has(key) ? key : quoteString(key);
}

/**
 * Prints a syntax tree back to source that parses to the same tree, with only
 * the parentheses precedence needs.
 */
export function printExpression(node: ExpressionNode): string {
  switch (node.type) {
    case 'Literal':
      return printLiteral(node.value);
    case 'Identifier':
      return node.name;
    case 'Member': {
      const object =
        node.object.type === 'Literal' && typeof node.object.value === 'number'
          ? `(${printExpression(node.object)})`
          : printAt(node.object, POSTFIX_PRECEDENCE);
      const { property } = node;
      if (
        property.type === 'Literal' &&
        typeof property.value === 'string' &&
        PLAIN_NAME.test(property.value)
      ) {
        return `${object}.${property.value}`;
      }
      return `${object}[${printExpression(property)}]`;
    }
    case 'Call':
      return `${node.callee}(${node.args.map(printExpression).join(', ')})`;
    case 'Unary': {
      const argument = printAt(node.argument, UNARY_PRECEDENCE);
      // `- -1`, not `--1`: easier to read, and safe should `--` ever become a token.
      return /^[-+]/.test(argument) ? `${node.operator} ${argument}` : `${node.operator}${argument}`;
    }
    case 'Binary':
    case 'Logical': {
      const precedence = INFIX_PRECEDENCE[node.operator];
      return `${printAt(node.left, precedence)} ${node.operator} ${printAt(node.right, precedence + 1)}`;
    }
    case 'Conditional':
      return `${printAt(node.test, CONDITIONAL_PRECEDENCE + 1)} ? ${printExpression(node.consequent)} : ${printExpression(node.alternate)}`;
    case 'Array':
      return `[${node.elements.map(printExpression).join(', ')}]`;
    case 'Object':
      if (node.properties.length === 0) return '{}';
      return `{ ${node.properties.map((p) => `${printKey(p.key)}: ${printExpression(p.value)}`).join(', ')} }`;
  }
}
