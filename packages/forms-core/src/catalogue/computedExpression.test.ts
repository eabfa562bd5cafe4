import { describe, expect, it } from 'vitest';
import { isComputedPropertyValue } from './computedExpression';

describe('isComputedPropertyValue', () => {
  it.each(['{{ data.age > 18 }}', ' {{::user.name}} ', '{{collections.states}}'])(
    'sees %j as computed',
    (value) => {
      expect(isComputedPropertyValue(value)).toBe(true);
    },
  );

  it.each(['plain', 'Hello {{ name }}!', '{{ open', 42])('sees %j as a plain value', (value) => {
    expect(isComputedPropertyValue(value)).toBe(false);
  });
});
