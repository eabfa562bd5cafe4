import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateEmail } from './validateEmail';

describe('validateEmail', () => {
  it.each(['jane.doe@example.com', ' jane@clinic.org ', 'a+b@mail.co.uk'])('accepts %j', (value) => {
    expect(ruleText(validateEmail(ruleInput(value)))).toBeNull();
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 42])(
    'rejects %j',
    (value) => {
      expect(ruleText(validateEmail(ruleInput(value)))).toBe('This field must have a valid email format');
    },
  );

  it('leaves an empty field to the required rule', () => {
    expect(ruleText(validateEmail(ruleInput('')))).toBeNull();
  });
});
