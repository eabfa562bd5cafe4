import { describe, expect, it } from 'vitest';
import { decideVersionSave } from './decideVersionSave';

const content = {
  rows: [{ id: 'Row1', properties: { label: 'Mood', hidden: false } }],
  defaults: { style: '' },
};
const reordered = {
  defaults: { style: '' },
  rows: [{ properties: { hidden: false, label: 'Mood' }, id: 'Row1' }],
};
const changed = {
  rows: [{ id: 'Row1', properties: { label: 'Mood today', hidden: false } }],
  defaults: { style: '' },
};

describe('decideVersionSave', () => {
  it('creates a new version when a version with results gets changed content', () => {
    expect(decideVersionSave({ version: { id: 'v1', hasResults: true, content }, newContent: changed })).toBe(
      'create-new-version',
    );
  });

  it('updates in place when the version has no results yet', () => {
    expect(
      decideVersionSave({ version: { id: 'v1', hasResults: false, content }, newContent: changed }),
    ).toBe('update-in-place');
  });

  it('updates in place when only the key order differs', () => {
    expect(
      decideVersionSave({ version: { id: 'v1', hasResults: true, content }, newContent: reordered }),
    ).toBe('update-in-place');
  });
});
