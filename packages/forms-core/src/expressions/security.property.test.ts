import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExpressionNode } from './ast';
import { computeExpression, evaluateExpression } from './evaluate';
import { evaluateTemplate } from './evaluateTemplate';
import { BUILTIN_FUNCTIONS } from './functions';
import { FORBIDDEN_NAMES, STATEMENT_KEYWORDS, UNSUPPORTED_KEYWORDS } from './names';
import { parseExpression } from './parse';
import { printExpression } from './print';
import { runScript } from './runScript';
import { parseTemplate } from './template';

const scope = { a: { b: 1, list: [1, 'x'] }, data: { a: 1 }, x: 'text', list: [1, 2, 3], value: 'v' };

/** Plain data only: primitives, and lists or plain objects of plain data. Never functions, globals or prototypes. */
function isPlainResult(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (typeof value !== 'object' || depth > 20) return false;
  if (value === Object.prototype || value === Array.prototype || value === globalThis) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype) return false;
  return Object.values(value).every((item) => isPlainResult(item, depth + 1));
}

const safeProperties = () => Object.getOwnPropertyNames(Object.prototype).sort();

const DANGEROUS_FRAGMENTS = [
  'constructor',
  '__proto__',
  'prototype',
  'this',
  'globalThis',
  'process',
  'Function',
  'eval',
  'require',
  'import',
  'toString',
  'valueOf',
  'call',
  'apply',
  'bind',
  'a',
  'data',
  'x',
  'list',
  '.',
  '?.',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  ':',
  ',',
  '+',
  ' ',
  '=>',
  'new ',
  '`',
  "'constructor'",
  "'__proto__'",
  "'return process'",
  '"prototype"',
  '[]',
  "''",
  '{}',
  '()',
  'string(',
  'concat(',
  'setValue(',
];
const dangerousSource = fc
  .array(fc.constantFrom(...DANGEROUS_FRAGMENTS), { maxLength: 14 })
  .map((parts) => parts.join(''));

describe('no input makes the API throw', () => {
  it('for arbitrary text, as expression, template and script', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (source) => {
        computeExpression(source, scope);
        const template = parseTemplate(source);
        if (template.ok) evaluateTemplate(template.value, scope);
        runScript(source, scope);
      }),
      { numRuns: 500 },
    );
  });
});

const RESERVED = new Set([
  ...FORBIDDEN_NAMES,
  ...UNSUPPORTED_KEYWORDS,
  ...STATEMENT_KEYWORDS,
  'true',
  'false',
  'null',
  'undefined',
]);
const identifier = fc
  .oneof(
    fc.constantFrom('A1', 'TextInput1', 'x', 'a', 'list', 'value', 'data'),
    fc.stringMatching(/^[A-Za-z_$][\w$]{0,8}$/),
  )
  .filter((name) => !RESERVED.has(name));
const key = fc.string({ unit: 'binary', maxLength: 8 }).filter((text) => !FORBIDDEN_NAMES.has(text));
const literal: fc.Arbitrary<ExpressionNode> = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.nat(),
    fc.double({ min: 0, max: 1e9, noNaN: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
  )
  .map((value) => ({ type: 'Literal', value }));

const { tree } = fc.letrec<{ tree: ExpressionNode }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    identifier.map((name): ExpressionNode => ({ type: 'Identifier', name })),
    fc
      .tuple(
        tie('tree'),
        fc.oneof(
          key.map((value): ExpressionNode => ({ type: 'Literal', value })),
          tie('tree'),
        ),
      )
      .map(([object, property]): ExpressionNode => ({ type: 'Member', object, property })),
    fc
      .tuple(fc.constantFrom(...BUILTIN_FUNCTIONS.keys()), fc.array(tie('tree'), { maxLength: 3 }))
      .map(([callee, args]): ExpressionNode => ({ type: 'Call', callee, args })),
    fc
      .tuple(fc.constantFrom('!', '-', '+'), tie('tree'))
      .map(([operator, argument]): ExpressionNode => ({ type: 'Unary', operator, argument })),
    fc
      .tuple(
        fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '===', '!==', '<', '<=', '>', '>='),
        tie('tree'),
        tie('tree'),
      )
      .map(([operator, left, right]): ExpressionNode => ({ type: 'Binary', operator, left, right })),
    fc
      .tuple(fc.constantFrom('&&', '||', '??'), tie('tree'), tie('tree'))
      .map(([operator, left, right]): ExpressionNode => ({ type: 'Logical', operator, left, right })),
    fc.tuple(tie('tree'), tie('tree'), tie('tree')).map(
      ([test, consequent, alternate]): ExpressionNode => ({
        type: 'Conditional',
        test,
        consequent,
        alternate,
      }),
    ),
    fc.array(tie('tree'), { maxLength: 3 }).map((elements): ExpressionNode => ({ type: 'Array', elements })),
    fc
      .array(fc.record({ key, value: tie('tree') }), { maxLength: 3 })
      .map((properties): ExpressionNode => ({ type: 'Object', properties })),
  ),
}));

describe('syntax trees printed to text', () => {
  it('parse back to the same tree, and evaluate to plain data without throwing', () => {
    fc.assert(
      fc.property(tree, (node) => {
        const source = printExpression(node);
        expect(parseExpression(source)).toEqual({ ok: true, value: node });
        const result = evaluateExpression(node, scope);
        expect(isPlainResult(result.ok ? result.value : undefined)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('dangerous names never reach a function, a global or a prototype', () => {
  it('in expressions, templates and scripts made of dangerous fragments', () => {
    const before = safeProperties();
    fc.assert(
      fc.property(dangerousSource, (source) => {
        expect(isPlainResult(computeExpression(source, scope))).toBe(true);
        const template = parseTemplate(`{{ ${source} }}`);
        if (template.ok) expect(isPlainResult(evaluateTemplate(template.value, scope))).toBe(true);
        const script = runScript(`return ${source}`, scope);
        if (script.ok) expect(isPlainResult([script.returned, script.changes])).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(safeProperties()).toEqual(before);
  });

  it('in hand-built trees that skip the parser checks', () => {
    const dangerous = fc.constantFrom(
      ...FORBIDDEN_NAMES,
      'globalThis',
      'process',
      'Function',
      'eval',
      'require',
      'toString',
    );
    const name = dangerous.map((value): ExpressionNode => ({ type: 'Identifier', name: value }));
    const access = fc
      .tuple(
        fc.constantFrom<ExpressionNode>(
          { type: 'Identifier', name: 'a' },
          { type: 'Array', elements: [] },
          { type: 'Literal', value: '' },
        ),
        dangerous,
      )
      .map(
        ([object, value]): ExpressionNode => ({
          type: 'Member',
          object,
          property: { type: 'Literal', value },
        }),
      );
    const objectKey = dangerous.map(
      (value): ExpressionNode => ({
        type: 'Member',
        object: { type: 'Object', properties: [{ key: value, value: { type: 'Literal', value: 1 } }] },
        property: { type: 'Literal', value: 'x' },
      }),
    );
    fc.assert(
      fc.property(fc.oneof(name, access, objectKey), (node) => {
        const result = evaluateExpression(node, scope);
        expect(result.ok ? result.value : undefined).toBeUndefined();
      }),
    );
  });
});

describe('scripts with loops', () => {
  it('terminate within the step limit, failing when the work would exceed it', () => {
    const body = fc.constantFrom(
      'n += 1',
      "setValue('A1', n)",
      'n = n + length(list)',
      'if (n > 5) { n -= 1 } else { n += 2 }',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 40 }),
        body,
        (depth, size, statement) => {
          let script: string = statement;
          for (let level = 0; level < depth; level++) script = `for (const i${level} of list) { ${script} }`;
          const result = runScript(`let n = 0; ${script} return n`, {
            list: Array.from({ length: size }, (_, i) => i),
          });
          if (size ** depth > 100_000)
            expect(result).toEqual({ ok: false, error: { message: 'Step limit of 100000 exceeded' } });
          else
            expect(
              result.ok || (!result.ok && result.error.message === 'Step limit of 100000 exceeded'),
            ).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
