import { describe, expect, it, vi } from 'vitest';
import { parseScript } from './parseScript';
import { runScoreFunction, runScript } from './runScript';

describe('parseScript', () => {
  it('reads declarations, assignments, if/else, for...of, return and blocks', () => {
    const result = parseScript(`
      let total = 0; const items = [1, 2]
      for (const item of items) { total += item }
      if (total > 2) total = total * 10; else { total = 0 }
      return total
    `);
    expect(result.ok && result.value.body.map((statement) => statement.type)).toEqual([
      'Declaration',
      'Declaration',
      'ForOf',
      'If',
      'Return',
    ]);
  });

  it('reports errors with their position', () => {
    expect(parseScript('const x;')).toEqual({
      ok: false,
      error: { message: "'x' needs a value", position: 0 },
    });
    expect(parseScript('if (a) {')).toMatchObject({
      ok: false,
      error: { message: "Expected '}' but found end of input" },
    });
    expect(parseScript('for (x of y) {}')).toMatchObject({ ok: false });
    expect(parseScript('while (true) {}')).toMatchObject({
      ok: false,
      error: { message: "'while' is not supported" },
    });
  });
});

describe('runScript', () => {
  it('returns what the script returns', () => {
    expect(runScript('let s = 0; for (const n of [1, 2, 3]) { s += n } return s', {})).toEqual({
      ok: true,
      returned: 6,
      changes: {},
    });
  });

  it('sets component values only through setValue, and sees them afterwards', () => {
    const result = runScript("setValue('TextInput2', upper(value)); return [TextInput2, data.TextInput2]", {
      value: 'abc',
      TextInput2: 'old',
      data: { TextInput2: 'old' },
    });
    expect(result).toEqual({ ok: true, returned: ['ABC', 'ABC'], changes: { TextInput2: 'ABC' } });
  });

  it('keeps block scope and constants as JavaScript does', () => {
    expect(runScript('let a = 1; { let a = 2 } return a', {})).toMatchObject({ returned: 1 });
    expect(runScript('const a = 1; a = 2', {})).toMatchObject({
      ok: false,
      error: { message: "'a' is a constant" },
    });
    expect(runScript('let a = 1; let a = 2', {})).toMatchObject({ ok: false });
    expect(runScript('for (const x of [1]) { x = 2 }', {})).toMatchObject({ ok: false });
  });

  it('refuses assignment to anything but declared variables', () => {
    expect(runScript('TextInput1 = 1', { TextInput1: 0 })).toMatchObject({
      ok: false,
      error: {
        message: "'TextInput1' is not a declared variable; use setValue('TextInput1', value) for a component",
      },
    });
    expect(runScript("setValue('__proto__', 1)", {})).toMatchObject({ ok: false });
    expect(runScript("setValue('data', 1)", {})).toMatchObject({ ok: false });
  });

  it('fails without applying any change, and logs why', () => {
    const logger = { warn: vi.fn() };
    expect(runScript("setValue('A1', 1); nope()", {}, { logger })).toEqual({
      ok: false,
      error: { message: "Unknown function 'nope'" },
    });
    expect(logger.warn).toHaveBeenCalledWith("Script error: Unknown function 'nope'");
  });

  it('does not change the scope it was given', () => {
    const scope = { data: { A1: 1 }, A1: 1 };
    runScript("setValue('A1', 2)", scope);
    expect(scope).toEqual({ data: { A1: 1 }, A1: 1 });
  });

  it('stops nested loops at the step limit', () => {
    const list = Array.from({ length: 100 }, (_, i) => i);
    const result = runScript(
      'let n = 0; for (const a of list) { for (const b of list) { for (const c of list) { n += 1 } } } return n',
      { list },
    );
    expect(result).toEqual({ ok: false, error: { message: 'Step limit of 100000 exceeded' } });
  });

  it('iterates over a snapshot of the list', () => {
    expect(runScript('let l = [1, 2]; for (const x of l) { l = append(l, x) } return l', {})).toMatchObject({
      returned: [1, 2, 1, 2],
    });
  });
});

describe('runScoreFunction', () => {
  it('returns the score as text, as documents store it', () => {
    expect(runScoreFunction('return sum(Q1, Q2) * 2', { Q1: '1', Q2: 3 })).toBe('8');
    expect(runScoreFunction("return 'High'", {})).toBe('High');
  });

  it('gives no score for failures and unusable results', () => {
    const logger = { warn: vi.fn() };
    expect(runScoreFunction('return 1 / 0', {}, { logger })).toBeUndefined();
    expect(runScoreFunction('return', {})).toBeUndefined();
    expect(runScoreFunction('return [1]', {}, { logger })).toBeUndefined();
    expect(runScoreFunction('return (', {}, { logger })).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });
});
