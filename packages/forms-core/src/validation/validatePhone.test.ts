import { describe, expect, it } from 'vitest';
import { isEmptyComponentValue } from './isEmptyComponentValue';
import { ruleText } from './ruleInputFixture';
import { validatePhone } from './validatePhone';

function phoneInput(value: unknown) {
  return { value, properties: {}, isEmpty: isEmptyComponentValue('phone', value), filling: false };
}

describe('validatePhone', () => {
  it.each(['(213) 373-4253', '213-373-4253', '+1 213 373 4253', '+44 20 7946 0958'])(
    'accepts %j',
    (value) => {
      expect(ruleText(validatePhone(phoneInput(value)))).toBeNull();
    },
  );

  it.each(['555', '123-456-7890', '+1 000 000 0000', 'call me'])('rejects %j', (value) => {
    expect(ruleText(validatePhone(phoneInput(value)))).toBe('Invalid phone number');
  });

  it.each(['+1', '+44 ', ''])('treats %j (no number after the dial code) as empty', (value) => {
    expect(ruleText(validatePhone(phoneInput(value)))).toBeNull();
  });
});
