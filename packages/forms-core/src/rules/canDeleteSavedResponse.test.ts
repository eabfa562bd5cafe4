import { describe, expect, it } from 'vitest';
import { canDeleteSavedResponse } from './canDeleteSavedResponse';

describe('canDeleteSavedResponse', () => {
  const responseOptions = ['No change', 'Patient declined'];

  it('lets the user delete a response they saved', () => {
    expect(canDeleteSavedResponse('Patient stable', responseOptions)).toBe(true);
  });

  it('keeps the predefined responses', () => {
    expect(canDeleteSavedResponse('Patient declined', responseOptions)).toBe(false);
    expect(canDeleteSavedResponse(' No change ', responseOptions)).toBe(false);
  });
});
