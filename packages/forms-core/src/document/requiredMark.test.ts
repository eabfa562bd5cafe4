import { describe, expect, it } from 'vitest';
import { showsRequiredMark } from './requiredMark';

describe('showsRequiredMark', () => {
  it('marks a required field whose type enforces it', () => {
    expect(showsRequiredMark({ elType: 'TextInput', version: 1 }, { required: true })).toBe(true);
    expect(showsRequiredMark({ elType: 'Signature', version: 1 }, { required: true })).toBe(true);
    expect(showsRequiredMark({ elType: 'TextInput', version: 1 }, { required: false })).toBe(false);
  });

  it('never marks what nothing enforces: a plain checkbox, a clinical list, a table', () => {
    expect(showsRequiredMark({ elType: 'Checkbox', version: 1 }, { required: true })).toBe(false);
    expect(showsRequiredMark({ elType: 'PatientAllergies', version: 1 }, { required: true })).toBe(false);
    expect(showsRequiredMark({ elType: 'Crud', version: 1 }, { required: true })).toBe(false);
  });

  it('marks a checkbox that must be ticked', () => {
    expect(showsRequiredMark({ elType: 'Checkbox', version: 1 }, { mustBeTicked: true })).toBe(true);
  });
});
