import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateSignedBy } from './validateSignedBy';

describe('validateSignedBy', () => {
  it('allows 50 characters, not counting surrounding blanks', () => {
    expect(
      ruleText(validateSignedBy(ruleInput({ signature: 'x', signedBy: ` ${'a'.repeat(50)} ` }))),
    ).toBeNull();
  });

  it('refuses 51 characters with the maxLength 50 message', () => {
    expect(ruleText(validateSignedBy(ruleInput({ signature: 'x', signedBy: 'a'.repeat(51) })))).toBe(
      'This field length must be less than 50',
    );
  });

  it('has nothing to check without Signed By', () => {
    expect(ruleText(validateSignedBy(ruleInput({ signature: 'x' })))).toBeNull();
  });
});
