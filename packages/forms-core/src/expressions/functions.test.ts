import { describe, expect, it } from 'vitest';
import { computeExpression } from './evaluate';
import { MAX_STRING_LENGTH } from './limits';

const now = () => new Date(2024, 2, 15, 10, 30);

function run(source: string, scope: Record<string, unknown> = {}): unknown {
  return computeExpression(source, scope, { now });
}

describe('whitelisted functions', () => {
  it('does math over arguments or one list, skipping blanks', () => {
    expect(run('min(3, 1, 2)')).toBe(1);
    expect(run("max([3, '7', '', null])")).toBe(7);
    expect(run('max([])')).toBeUndefined();
    expect(run("sum(1, '2', 'x', null)")).toBe(3);
    expect(run('round(2.345, 2)')).toBe(2.35);
    expect(run('round(2.5)')).toBe(3);
    expect(run('floor(2.7) + ceil(2.1) + abs(-1)')).toBe(6);
  });

  it('converts numbers and text', () => {
    expect(run("number(' 42 ')")).toBe(42);
    expect(run("number('')")).toBeUndefined();
    expect(run("number('abc')")).toBeUndefined();
    expect(run('number(true)')).toBe(1);
    expect(run('string(12)')).toBe('12');
    expect(run('string(list)', { list: ['a', 'b'] })).toBe('a, b');
    expect(run('string(null)')).toBe('');
  });

  it('works on text', () => {
    expect(run("lower('AbC') + upper('x') + trim('  y ')")).toBe('abcXy');
    expect(run("startsWith('Hello', 'He') && endsWith('Hello', 'lo') && includes('Hello', 'ell')")).toBe(
      true,
    );
    expect(run("length('four')")).toBe(4);
    expect(run("concat('a', 1, null, ['b', 'c'])")).toBe('a1b, c');
    expect(run("join(['a', 'b'], ' / ')")).toBe('a / b');
  });

  it('works on lists', () => {
    expect(run("includes(MultipleChoice1, 'b')", { MultipleChoice1: ['a', 'b'] })).toBe(true);
    expect(run('count(list)', { list: [1, 2, 3] })).toBe(3);
    expect(run('count(Missing1)')).toBe(0);
    expect(run('append([1], 2, 3)')).toEqual([1, 2, 3]);
    expect(run('length(list)', { list: [1, 2] })).toBe(2);
  });

  it('tells empty values as the required rule does', () => {
    expect(run("isEmpty('  ')")).toBe(true);
    expect(run('isEmpty(0)')).toBe(false);
    expect(run('isEmpty([])')).toBe(true);
    expect(run('isEmpty(d)', { d: { value: '', otherValue: '' } })).toBe(true);
    expect(run('isEmpty(d)', { d: { value: '', otherValue: 'typed' } })).toBe(false);
  });

  it('matches dropdown v2 objects, lists, booleans and numbers against a value to compare', () => {
    expect(run("matches(d, 'x')", { d: { value: 'x', otherValue: '' } })).toBe(true);
    expect(run("matches(d, 'typed')", { d: { value: '', otherValue: 'typed' } })).toBe(true);
    expect(run("matches(d, 'b')", { d: { value: ['a', 'b'], otherValue: '' } })).toBe(true);
    expect(run("matches(m, 'c')", { m: ['a', 'b'] })).toBe(false);
    expect(run("matches(c, 'true')", { c: true })).toBe(true);
    expect(run('matches(n, 5)', { n: '5' })).toBe(true);
    expect(run("matches(a, '2')", { a: { text: 'Often', value: 2 } })).toBe(true);
    expect(run("matches(e, '')", { e: null })).toBe(true);
  });

  it('handles dates with dayjs on the injected clock', () => {
    expect(run('today()')).toBe('2024-03-15');
    expect(run('now()')).toMatch(/^2024-03-15T10:30:00/);
    expect(run("dateDiff('2024-01-01', '2024-01-31')")).toBe(30);
    expect(run("dateDiff('2000-03-15', today(), 'year')")).toBe(24);
    expect(run("addDays('2024-02-28', 2)")).toBe('2024-03-01');
    expect(run("formatDate('2024-03-05')")).toBe('03/05/2024');
    expect(run("formatDate('2024-03-05', 'YYYY')")).toBe('2024');
    expect(run("dateDiff('', today())")).toBeUndefined();
    expect(run("addDays('not a date', 1)")).toBeUndefined();
    expect(run("dateDiff('2024-01-01', today(), 'fortnight')")).toBeUndefined();
  });

  it('chooses with if()', () => {
    expect(run("if(a > 1, 'big', 'small')", { a: 2 })).toBe('big');
  });

  it('refuses to build text longer than the limit', () => {
    const long = 'x'.repeat(MAX_STRING_LENGTH);
    expect(run("concat(s, 'y')", { s: long })).toBeUndefined();
    expect(run("s + 'y'", { s: long })).toBeUndefined();
  });
});
