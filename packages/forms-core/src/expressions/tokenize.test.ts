import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_LENGTH } from './limits';
import { tokenizeExpression } from './tokenize';

function values(source: string): unknown[] {
  const result = tokenizeExpression(source);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.map((token) => (token.type === 'eof' ? 'EOF' : token.value));
}

describe('tokenizeExpression', () => {
  it('reads numbers, both quote kinds, names and operators', () => {
    expect(values(`a1 === 'x' && b !== "y" || 1.5e2 >= .5`)).toEqual([
      'a1',
      '===',
      'x',
      '&&',
      'b',
      '!==',
      'y',
      '||',
      150,
      '>=',
      0.5,
      'EOF',
    ]);
  });

  it('reads escapes in strings', () => {
    expect(values(String.raw`'it\'s' "a\"b" '\n\t\\' '\u0041'`)).toEqual([
      "it's",
      'a"b',
      '\n\t\\',
      'A',
      'EOF',
    ]);
  });

  it('skips comments', () => {
    expect(values('1 // one\n + /* two */ 2')).toEqual([1, '+', 2, 'EOF']);
  });

  it('reads ?. as optional member access but ?.5 as a ternary', () => {
    expect(values('a?.b')).toEqual(['a', '?.', 'b', 'EOF']);
    expect(values('a?.5:1')).toEqual(['a', '?', 0.5, ':', 1, 'EOF']);
  });

  it('reports where unknown characters, unclosed strings and bad numbers are', () => {
    expect(tokenizeExpression('a & b')).toEqual({
      ok: false,
      error: { message: "Unexpected character '&'", position: 2 },
    });
    expect(tokenizeExpression("'abc")).toEqual({
      ok: false,
      error: { message: 'Unclosed string', position: 0 },
    });
    expect(tokenizeExpression('1.toString')).toMatchObject({
      ok: false,
      error: { message: 'Invalid number' },
    });
    expect(tokenizeExpression('`template`')).toMatchObject({ ok: false });
  });

  it('refuses source longer than the limit before reading it', () => {
    expect(tokenizeExpression('1'.repeat(MAX_SOURCE_LENGTH + 1))).toMatchObject({ ok: false });
  });
});
