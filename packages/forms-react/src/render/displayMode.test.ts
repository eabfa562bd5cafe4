import { describe, expect, it } from 'vitest';
import { isComponentEditableIn, isEditableIn } from './displayMode';

describe('isEditableIn', () => {
  it('takes input when filling, in e-form only when eFormEditable, never when viewing', () => {
    expect(isEditableIn('form-submitter', {})).toBe(true);
    expect(isEditableIn('form-submitter', { readonly: true })).toBe(false);
    expect(isEditableIn('e-form', {})).toBe(true);
    expect(isEditableIn('e-form', { eFormEditable: false })).toBe(false);
    expect(isEditableIn('e-form', { readonly: true })).toBe(false);
    for (const mode of ['form-builder', 'properties', 'form-viewer', 'printable'] as const)
      expect(isEditableIn(mode, {})).toBe(false);
  });
});

describe('isComponentEditableIn', () => {
  it('applies the catalogue default of eFormEditable when the component omits it', () => {
    const emar = { elType: 'EmarPatientVitals', version: 1 };
    expect(isComponentEditableIn('e-form', emar, {})).toBe(false);
    expect(isComponentEditableIn('e-form', emar, { eFormEditable: true })).toBe(true);
    expect(isComponentEditableIn('form-submitter', emar, {})).toBe(true);
    expect(isComponentEditableIn('e-form', { elType: 'TextInput', version: 1 }, {})).toBe(true);
  });
});
