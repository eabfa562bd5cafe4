import { describe, expect, it } from 'vitest';
import { conditionFromStatements, negateCondition } from './conditions';
import { computeExpression } from './evaluate';

describe('conditionFromStatements', () => {
  it('joins statements with && and || in order', () => {
    expect(
      conditionFromStatements([
        { componentId: 'TextInput1', valueToCompare: 'yes', nextStatementJoin: 'And' },
        { componentId: 'NumberInput2', valueToCompare: 5, nextStatementJoin: 'Or' },
        { componentId: 'TextInput3', valueToCompare: "it's" },
      ]),
    ).toBe("TextInput1 == 'yes' && NumberInput2 == 5 || TextInput3 == 'it\\'s'");
  });

  it('defaults a missing join to And and ignores the last one', () => {
    expect(
      conditionFromStatements([
        { componentId: 'A1', valueToCompare: 'x' },
        { componentId: 'B2', valueToCompare: 'y', nextStatementJoin: 'Or' },
      ]),
    ).toBe("A1 == 'x' && B2 == 'y'");
    expect(conditionFromStatements([])).toBe('');
  });

  it('uses matches() for dropdowns, multiple choice, checkboxes and assessment answers', () => {
    const condition = conditionFromStatements([
      { componentId: 'Dropdown2', valueToCompare: 'x', nextStatementJoin: 'And' },
      { componentId: 'MultipleChoice3', valueToCompare: 'b', nextStatementJoin: 'And' },
      { componentId: 'Checkbox4', valueToCompare: true },
    ]);
    expect(condition).toBe(
      "matches(Dropdown2, 'x') && matches(MultipleChoice3, 'b') && matches(Checkbox4, true)",
    );
    const scope = { Dropdown2: { value: 'x', otherValue: '' }, MultipleChoice3: ['a', 'b'], Checkbox4: true };
    expect(computeExpression(condition, scope)).toBe(true);
    expect(computeExpression(condition, { ...scope, MultipleChoice3: ['a'] })).toBe(false);
  });

  it('produces conditions that cannot be escaped by the value to compare', () => {
    const condition = conditionFromStatements([{ componentId: 'A1', valueToCompare: "' || true || '" }]);
    expect(computeExpression(condition, { A1: 'z' })).toBe(false);
  });
});

describe('negateCondition', () => {
  it('wraps a condition in !( )', () => {
    expect(negateCondition("A1 == 'x' && B2 == 'y'")).toBe("!(A1 == 'x' && B2 == 'y')");
  });

  it('gives the condition back when negating twice', () => {
    expect(negateCondition(negateCondition("A1 == 'x'"))).toBe("A1 == 'x'");
  });

  it('does not unwrap conditions that only start with !(', () => {
    expect(negateCondition('!(a) || !(b)')).toBe('!(!(a) || !(b))');
    expect(negateCondition('!(a)[0]')).toBe('!(!(a)[0])');
  });

  it('keeps a blank condition blank', () => {
    expect(negateCondition('  ')).toBe('');
  });
});
