import { describe, expect, it } from 'vitest';
import { addSavedResponse } from './addSavedResponse';

describe('addSavedResponse', () => {
  it('stores a new response, trimmed', () => {
    expect(addSavedResponse(['No change'], '  Patient stable ')).toEqual(['No change', 'Patient stable']);
  });

  it('does not store a blank response', () => {
    const list = ['No change'];
    expect(addSavedResponse(list, '   ')).toBe(list);
  });

  it('does not store a response already listed, compared after trimming', () => {
    const list = [' No change '];
    expect(addSavedResponse(list, 'No change  ')).toBe(list);
  });
});
