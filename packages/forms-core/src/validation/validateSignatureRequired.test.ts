import { describe, expect, it } from 'vitest';
import { ruleText } from './ruleInputFixture';
import { validateSignatureRequired } from './validateSignatureRequired';

const unsigned = { value: { signature: '' }, isEmpty: true };

describe('validateSignatureRequired', () => {
  it('exempts a required patient signature while the form is being filled', () => {
    const input = { ...unsigned, properties: { required: true, type: 'client' }, filling: true };
    expect(ruleText(validateSignatureRequired(input))).toBeNull();
  });

  it('requires a patient signature when not filling (final check)', () => {
    const input = { ...unsigned, properties: { required: true, type: 'client' }, filling: false };
    expect(ruleText(validateSignatureRequired(input))).toBe('This field is required');
  });

  it.each(['user', 'general'])('requires a %s signature even while filling', (type) => {
    const input = { ...unsigned, properties: { required: true, type }, filling: true };
    expect(ruleText(validateSignatureRequired(input))).toBe('This field is required');
  });
});
