import { describe, expect, it } from 'vitest';
import { shownErrors } from './shownErrors';

describe('shownErrors', () => {
  it('drops a fixed field, updates a still-wrong one and adds none', () => {
    const shown = { firstName: 'wizard.errors.required', dateOfBirth: 'dateOfBirth.required' };
    const found = { dateOfBirth: 'dateOfBirth.future', phone: 'wizard.errors.required' };
    expect(shownErrors(shown, found)).toEqual({ dateOfBirth: 'dateOfBirth.future' });
  });
});
