import { describe, expect, it } from 'vitest';
import { parseExpression } from './parse';
import { printExpression } from './print';

function printed(source: string): string {
  const result = parseExpression(source);
  if (!result.ok) throw new Error(result.error.message);
  return printExpression(result.value);
}

function errorOf(source: string): string {
  const result = parseExpression(source);
  return result.ok ? 'parsed' : result.error.message;
}

describe('parseExpression', () => {
  it('builds literals, names, members and calls', () => {
    expect(parseExpression("a.b['c'][0]")).toEqual({
      ok: true,
      value: {
        type: 'Member',
        object: {
          type: 'Member',
          object: {
            type: 'Member',
            object: { type: 'Identifier', name: 'a' },
            property: { type: 'Literal', value: 'b' },
          },
          property: { type: 'Literal', value: 'c' },
        },
        property: { type: 'Literal', value: 0 },
      },
    });
    expect(parseExpression('max(1, x)')).toEqual({
      ok: true,
      value: {
        type: 'Call',
        callee: 'max',
        args: [
          { type: 'Literal', value: 1 },
          { type: 'Identifier', name: 'x' },
        ],
      },
    });
    expect(parseExpression('[true, false, null, undefined]')).toEqual({
      ok: true,
      value: {
        type: 'Array',
        elements: [true, false, null, undefined].map((value) => ({ type: 'Literal', value })),
      },
    });
  });

  it('follows JavaScript precedence and associativity', () => {
    expect(printed('(1 + 2) * 3 - 4 - 5')).toBe('(1 + 2) * 3 - 4 - 5');
    expect(printed('1 - (2 - 3)')).toBe('1 - (2 - 3)');
    expect(printed('a || b && c')).toBe('a || b && c');
    expect(printed('(a || b) && c')).toBe('(a || b) && c');
    expect(printed('a < b == c > d')).toBe('a < b == c > d');
    expect(printed('!a.b')).toBe('!a.b');
    expect(printed('-(a + b)')).toBe('-(a + b)');
    expect(printed('a ? b : c ? d : e')).toBe('a ? b : c ? d : e');
    expect(printed('(a ? b : c) ? d : e')).toBe('(a ? b : c) ? d : e');
    expect(printed('x ?? y ?? z')).toBe('x ?? y ?? z');
  });

  it('reads object literals, shorthand and trailing commas', () => {
    expect(printed("{ a: 1, 'b c': [2,], TextInput1, }")).toBe(
      "{ a: 1, 'b c': [2], TextInput1: TextInput1 }",
    );
    expect(printed('{}')).toBe('{}');
  });

  it('refuses constructors, prototypes and method calls', () => {
    expect(errorOf("constructor.constructor('return process')()")).toBe("'constructor' is not allowed");
    expect(errorOf('[].constructor')).toBe("'constructor' is not allowed");
    expect(errorOf("''.constructor")).toBe("'constructor' is not allowed");
    expect(errorOf("a['__proto__']")).toBe("'__proto__' is not allowed");
    expect(errorOf('{ __proto__: 1 }')).toBe("'__proto__' is not allowed");
    expect(errorOf('x.prototype')).toBe("'prototype' is not allowed");
    expect(errorOf('x.toString()')).toBe('Only whitelisted functions can be called, by name');
    expect(errorOf('(max)(1)')).toBe('Only whitelisted functions can be called, by name');
  });

  it('refuses JavaScript it does not have', () => {
    expect(errorOf('this.constructor')).toBe("'this' is not supported");
    expect(errorOf('new Date()')).toBe("'new' is not supported");
    expect(errorOf('typeof x')).toBe("'typeof' is not supported");
    expect(errorOf('x => x')).toBe("Expected end of input but found '='");
    expect(errorOf('a = 1')).toBe("Expected end of input but found '='");
    expect(errorOf('let')).toBe("'let' is a reserved word");
  });

  it('reports the position of an error', () => {
    expect(parseExpression('1 + * 2')).toEqual({
      ok: false,
      error: { message: "Unexpected '*'", position: 4 },
    });
    expect(parseExpression('(1')).toEqual({
      ok: false,
      error: { message: "Expected ')' but found end of input", position: 2 },
    });
  });

  it('refuses crafted nesting instead of overflowing the stack', () => {
    expect(errorOf(`${'('.repeat(40_000)}1${')'.repeat(40_000)}`)).toBe('Expression is nested too deeply');
    expect(errorOf('!'.repeat(50_000))).toBe('Expression is nested too deeply');
    expect(errorOf(Array.from({ length: 5_000 }, () => '1').join(' + '))).toBe(
      'Expression is nested too deeply',
    );
    expect(errorOf(Array.from({ length: 500 }, () => 'TextInput1').join(' + '))).toBe('parsed');
  });
});
