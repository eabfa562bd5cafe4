import { describe, expect, it, vi } from 'vitest';
import { computeExpression, evaluateExpression } from './evaluate';
import { parseExpression } from './parse';

function run(source: string, scope: Record<string, unknown> = {}): unknown {
  return computeExpression(source, scope);
}

function recordingLogger() {
  return { warn: vi.fn<(message: string, detail?: unknown) => void>() };
}

describe('evaluateExpression: the language', () => {
  it('computes arithmetic, comparison and logic as JavaScript does on plain values', () => {
    expect(run('1 + 2 * 3 % 4 - 6 / 3')).toBe(1);
    expect(run("'a' + 1 + 2")).toBe('a12');
    expect(run('1 == "1" && 1 !== "1" && null == undefined && null !== undefined')).toBe(true);
    expect(run("'2024-01-02' < '2024-10-01' && 2 <= 2 && 3 > 2 && !(1 >= 2)")).toBe(true);
    expect(run('0 || "x"')).toBe('x');
    expect(run('0 ?? "x"')).toBe(0);
    expect(run('a ? "yes" : "no"', { a: 1 })).toBe('yes');
    expect(run('-"3" + +"4"')).toBe(1);
  });

  it('reads component values by id, members and list items from the scope', () => {
    const scope = { TextInput1: 'hello', Dropdown2: { value: 'x', otherValue: '' }, List1: ['a', 'b'] };
    expect(run('TextInput1', scope)).toBe('hello');
    expect(run('Dropdown2.value', scope)).toBe('x');
    expect(run("Dropdown2['otherValue']", scope)).toBe('');
    expect(run('List1[1]', scope)).toBe('b');
    expect(run('List1.length', scope)).toBe(2);
    expect(run('Missing1', scope)).toBeUndefined();
    expect(run('Missing1.deep.path', scope)).toBeUndefined();
  });

  it('builds lists and objects', () => {
    expect(run('[1, a, { b: a + 1 }]', { a: 1 })).toEqual([1, 1, { b: 2 }]);
  });

  it('evaluates only the branch taken', () => {
    const logger = recordingLogger();
    expect(computeExpression('true || nope()', {}, { logger })).toBe(true);
    expect(computeExpression('false ? nope() : 2', {}, { logger })).toBe(2);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('compares lists and objects by identity, without converting them', () => {
    expect(run('[1] == 1')).toBe(false);
    expect(run('a == a', { a: { x: 1 } })).toBe(true);
  });
});

describe('evaluateExpression: refusals yield no value and are logged', () => {
  const attacks = [
    "constructor.constructor('return process')()",
    'this.constructor',
    '__proto__',
    '[].constructor',
    "''.constructor",
    "a['constructor']",
    'a[key]',
    "a['__proto__']['polluted']",
    'process',
    'globalThis',
    'Function',
    'eval',
    'require',
    'toString',
    'hasOwnProperty',
    "'abc'.length",
    'x.toString()',
    'unknownFunction(1)',
    "'a' + {}",
    '-[]',
    'date.getTime',
  ];

  it.each(attacks)('%s', (source) => {
    const logger = recordingLogger();
    const scope = { a: {}, key: 'constructor', x: 1, date: new Date(0) };
    expect(computeExpression(source, scope, { logger })).toBeUndefined();
    if (!['toString', 'hasOwnProperty'].includes(source)) {
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringMatching(/^Computed expression error: /),
        expect.anything(),
      );
    }
  });

  it('never reads prototype members or runs getters of the scope', () => {
    const getter = vi.fn(() => 'secret');
    const scope = Object.defineProperty({}, 'Hidden1', { get: getter, enumerable: true });
    const result = parseExpression('Hidden1');
    expect(result.ok && evaluateExpression(result.value, scope)).toMatchObject({ ok: false });
    expect(getter).not.toHaveBeenCalled();
  });

  it('never hands out a function that sits in the scope', () => {
    expect(run('f', { f: () => 1 })).toBeUndefined();
    expect(run('o.f', { o: { f: () => 1 } })).toBeUndefined();
  });

  it('does not change Object.prototype', () => {
    run("{ a: 1 }['__proto__']");
    expect(Object.hasOwn(Object.prototype, 'a')).toBe(false);
  });

  it('stops at the step limit', () => {
    const result = parseExpression('[1, 2, 3, 4, 5, 6]');
    expect(result.ok && evaluateExpression(result.value, {}, { maxSteps: 5 })).toEqual({
      ok: false,
      error: { message: 'Step limit of 5 exceeded' },
    });
  });

  it('logs parse errors with the source and position', () => {
    const logger = recordingLogger();
    expect(computeExpression('1 +', {}, { logger })).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('Computed expression error: Unexpected end of input', {
      expression: '1 +',
      position: 3,
    });
  });
});
