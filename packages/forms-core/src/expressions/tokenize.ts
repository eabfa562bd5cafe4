import { MAX_SOURCE_LENGTH } from './limits';
import { type ExpressionResult, fail, succeed } from './result';

export const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '+=',
  '-=',
  '*=',
  '/=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  ';',
  '?',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '=',
] as const;
export type Punctuator = (typeof PUNCTUATORS)[number];

export type Token =
  | { type: 'number'; value: number; start: number }
  | { type: 'string'; value: string; start: number }
  /** Keywords are identifiers here; the parser gives them their meaning. */
  | { type: 'identifier'; value: string; start: number }
  | { type: 'punctuator'; value: Punctuator; start: number }
  | { type: 'eof'; start: number };

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$]/;
const DIGIT = /[0-9]/;
const NUMBER = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/;
const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

class TokenizeError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Splits source text into tokens; comments and whitespace are dropped. */
export function tokenizeExpression(source: string): ExpressionResult<Token[]> {
  if (source.length > MAX_SOURCE_LENGTH) {
    return fail(`Expression is longer than ${MAX_SOURCE_LENGTH} characters`, 0);
  }
  try {
    return succeed(readTokens(source));
  } catch (error) {
    if (error instanceof TokenizeError) return fail(error.message, error.position);
    throw error;
  }
}

function readTokens(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (/\s/.test(char)) {
      i++;
    } else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) throw new TokenizeError('Unclosed comment', i);
      i = end + 2;
    } else if (IDENTIFIER_START.test(char)) {
      const start = i;
      while (i < source.length && IDENTIFIER_PART.test(source[i] as string)) i++;
      tokens.push({ type: 'identifier', value: source.slice(start, i), start });
    } else if (DIGIT.test(char) || (char === '.' && DIGIT.test(source[i + 1] ?? ''))) {
      const text = NUMBER.exec(source.slice(i, i + 400))?.[0] ?? char;
      if (IDENTIFIER_PART.test(source[i + text.length] ?? '')) throw new TokenizeError('Invalid number', i);
      tokens.push({ type: 'number', value: Number(text), start: i });
      i += text.length;
    } else if (char === "'" || char === '"') {
      const [value, end] = readString(source, i);
      tokens.push({ type: 'string', value, start: i });
      i = end;
    } else {
      const punctuator = readPunctuator(source, i);
      if (punctuator === undefined) throw new TokenizeError(`Unexpected character '${char}'`, i);
      tokens.push({ type: 'punctuator', value: punctuator, start: i });
      i += punctuator.length;
    }
  }
  tokens.push({ type: 'eof', start: source.length });
  return tokens;
}

function readPunctuator(source: string, at: number): Punctuator | undefined {
  const found = PUNCTUATORS.find((p) => source.startsWith(p, at));
  // `a?.5:1` is a ternary with .5, as in JavaScript.
  if (found === '?.' && DIGIT.test(source[at + 2] ?? '')) return '?';
  return found;
}

/** Reads a quoted string starting at `start`; returns its value and the index after the closing quote. */
function readString(source: string, start: number): [string, number] {
  const quote = source[start];
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === quote) return [value, i + 1];
    if (char === '\n') break;
    if (char === '\\') {
      const next = source[i + 1];
      if (next === undefined) break;
      if (next === 'u') {
        const hex = source.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new TokenizeError('Invalid unicode escape', i);
        value += String.fromCharCode(Number.parseInt(hex, 16));
        i += 6;
        continue;
      }
      value += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    value += char;
    i++;
  }
  throw new TokenizeError('Unclosed string', start);
}
