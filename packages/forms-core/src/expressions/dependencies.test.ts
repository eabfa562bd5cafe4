import { describe, expect, it } from 'vitest';
import { expressionDependencies } from './dependencies';
import { parseExpression } from './parse';
import { printExpression } from './print';

function dependenciesOf(source: string) {
  const result = parseExpression(source);
  if (!result.ok) throw new Error(result.error.message);
  return expressionDependencies(result.value);
}

describe('expressionDependencies', () => {
  it('lists component ids read by name or through data, once each, in order', () => {
    expect(
      dependenciesOf("TextInput1 == 'a' && data.Dropdown2.value == data['Text3'] || TextInput1"),
    ).toEqual({
      ids: ['TextInput1', 'Dropdown2', 'Text3'],
      readsOwnValue: false,
      dynamic: false,
    });
  });

  it('reads a tree without changing it: the arguments of a call keep their order', () => {
    const parsed = parseExpression("matches(Dropdown2, 'x') && if(A1, [B2, C3], 0)");
    if (!parsed.ok) throw new Error(parsed.error.message);
    expressionDependencies(parsed.value);
    expect(printExpression(parsed.value)).toBe("matches(Dropdown2, 'x') && if(A1, [B2, C3], 0)");
  });

  it('leaves out function names, member names and the other scope roots', () => {
    expect(dependenciesOf('max(A1.b, form.effectiveDate, collections.list, { key: B2 })')).toEqual({
      ids: ['A1', 'B2'],
      readsOwnValue: false,
      dynamic: false,
    });
  });

  it('notes reads of the own value and of data by computed key', () => {
    expect(dependenciesOf('value > 1')).toMatchObject({ ids: [], readsOwnValue: true });
    expect(dependenciesOf('data[Key1]')).toEqual({ ids: ['Key1'], readsOwnValue: false, dynamic: true });
    expect(dependenciesOf('count(data)')).toMatchObject({ dynamic: true });
  });
});
