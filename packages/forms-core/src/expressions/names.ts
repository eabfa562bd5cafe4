/**
 * Names with a fixed meaning in the expression language.
 */

/** Never readable, as identifiers, member names or object keys: they lead to prototypes and constructors. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['constructor', '__proto__', 'prototype']);

/**
 * Host globals refused as identifiers even if a caller's scope held them, so the
 * refusal is logged rather than silently reading undefined.
 */
export const FORBIDDEN_GLOBALS: ReadonlySet<string> = new Set([
  'globalThis',
  'window',
  'self',
  'global',
  'process',
  'Function',
  'eval',
  'require',
  'module',
  'exports',
  'Object',
  'Reflect',
  'Proxy',
]);

/** JavaScript keywords the language does not have; reading them is a parse error, not an identifier. */
export const UNSUPPORTED_KEYWORDS: ReadonlySet<string> = new Set([
  'this',
  'new',
  'function',
  'class',
  'import',
  'export',
  'delete',
  'typeof',
  'void',
  'instanceof',
  'in',
  'yield',
  'await',
  'async',
  'super',
  'with',
  'while',
  'do',
  'var',
  'try',
  'catch',
  'finally',
  'throw',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'debugger',
]);

/** Statement keywords: identifiers in expressions would make scripts ambiguous. */
export const STATEMENT_KEYWORDS: ReadonlySet<string> = new Set([
  'let',
  'const',
  'if',
  'else',
  'for',
  'of',
  'return',
]);

/** Scope roots that are not component ids (see README "Scope"). */
export const DATA_ROOT = 'data';
export const COLLECTIONS_ROOT = 'collections';
export const OWN_VALUE_ROOT = 'value';
export const RESERVED_ROOTS: ReadonlySet<string> = new Set([
  DATA_ROOT,
  'form',
  COLLECTIONS_ROOT,
  OWN_VALUE_ROOT,
]);

export function isForbiddenName(name: string): boolean {
  return FORBIDDEN_NAMES.has(name);
}
