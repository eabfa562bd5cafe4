import { describe, expect, it } from 'vitest';
import { containsExpression, isWholeExpression } from './computedValue';

describe('containsExpression', () => {
  it('is true for text with a {{ }} in it', () => {
    expect(containsExpression('{{ a }}')).toBe(true);
    expect(containsExpression('Hello {{ name }}!')).toBe(true);
    expect(containsExpression('{{:: a }}')).toBe(true);
    expect(containsExpression('plain')).toBe(false);
    expect(containsExpression('{{ unclosed')).toBe(false);
    expect(containsExpression(true)).toBe(false);
  });
});

describe('isWholeExpression', () => {
  it.each(['{{ data.age > 18 }}', ' {{::user.name}} ', '{{collections.states}}'])(
    'sees %j as one expression',
    (value) => {
      expect(isWholeExpression(value)).toBe(true);
    },
  );

  it.each(['plain', 'Hello {{ name }}!', '{{ open', 42])('sees %j as a plain value', (value) => {
    expect(isWholeExpression(value)).toBe(false);
  });
});
