import { describe, expect, it } from 'vitest';
import { evaluateHidden } from '../expressions/hidden';
import { readVisibilityRule } from './readVisibilityRule';

describe('readVisibilityRule', () => {
  it('reads the old dialog\'s "show only when" conditions as rules that evaluate the same', () => {
    const old = "{{ !(TextInput1 == 'yes' || matches(Dropdown1, 'a') && TextInput2 == 'b') }}";
    const read = readVisibilityRule(old);
    expect(read).toEqual({
      kind: 'rule',
      rule: {
        effect: 'show',
        join: 'or',
        items: [
          { componentId: 'TextInput1', comparison: 'equals', value: 'yes' },
          {
            join: 'and',
            conditions: [
              { componentId: 'Dropdown1', comparison: 'equals', value: 'a' },
              { componentId: 'TextInput2', comparison: 'equals', value: 'b' },
            ],
          },
        ],
      },
    });
    if (read.kind !== 'rule') return;
    for (const values of [
      { TextInput1: 'yes' },
      { Dropdown1: { value: 'a', otherValue: '' }, TextInput2: 'b' },
      { Dropdown1: { value: 'a', otherValue: '' }, TextInput2: 'c' },
      {},
    ]) {
      expect(evaluateHidden(read.rule, values)).toBe(evaluateHidden(old, values));
    }
  });

  it('reads "hide when" And lists, and keeps a stored rule as it is', () => {
    const read = readVisibilityRule("{{ TextInput1 == 'x' && TextInput2 == 3 }}");
    expect(read).toEqual({
      kind: 'rule',
      rule: {
        effect: 'hide',
        join: 'and',
        items: [
          { componentId: 'TextInput1', comparison: 'equals', value: 'x' },
          { componentId: 'TextInput2', comparison: 'equals', value: 3 },
        ],
      },
    });
    if (read.kind === 'rule') expect(readVisibilityRule(read.rule)).toEqual(read);
  });

  it('leaves booleans as no rule and hand-written conditions as expressions', () => {
    expect(readVisibilityRule(false)).toEqual({ kind: 'none' });
    expect(readVisibilityRule(undefined)).toEqual({ kind: 'none' });
    expect(readVisibilityRule('{{ TextInput1 > 3 }}')).toEqual({ kind: 'expression' });
  });
});
