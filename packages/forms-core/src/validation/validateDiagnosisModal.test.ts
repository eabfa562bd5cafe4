import { describe, expect, it } from 'vitest';
import { validateDiagnosisModal } from './validateDiagnosisModal';

describe('validateDiagnosisModal', () => {
  it('requires the ICD code', () => {
    expect(validateDiagnosisModal({ icdCodeId: null, status: { name: 'Active' } })).toEqual({
      icdCodeId: { rule: 'required' },
    });
  });

  it('accepts a code with a valid Active From date', () => {
    expect(validateDiagnosisModal({ icdCodeId: 17, activeFrom: '2024-01-31', comments: '' })).toEqual({});
  });

  it('refuses an Active From that is not a real date', () => {
    expect(validateDiagnosisModal({ icdCodeId: 17, activeFrom: '2023-02-30' })).toEqual({
      activeFrom: { rule: 'dateFormat' },
    });
  });

  it('checks Resolved by only when the status is Resolved', () => {
    expect(validateDiagnosisModal({ icdCodeId: 1, status: { name: 'Active' }, resolvedBy: 'soon' })).toEqual(
      {},
    );
    expect(
      validateDiagnosisModal({ icdCodeId: 1, status: { name: 'Resolved' }, resolvedBy: 'soon' }),
    ).toEqual({
      resolvedBy: { rule: 'dateFormat' },
    });
    expect(validateDiagnosisModal({ icdCodeId: 1, status: 'Resolved', resolvedBy: '2024-05-01' })).toEqual(
      {},
    );
  });
});
