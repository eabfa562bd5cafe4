import { describe, expect, it, vi } from 'vitest';
import type { DocumentContext } from './documentContext';
import { formScopeOf } from './formScope';

const context: DocumentContext = {
  effectiveDate: '2026-03-15T14:00:00.000Z',
  patient: { firstName: 'Alex', middleName: '', lastName: 'Rivera', mrn: 'MRN-7', dateOfBirth: '1990-04-12' },
  episodeOfCare: { number: 'EOC-12', startDate: '2026-01-02' },
};

describe('formScopeOf', () => {
  it('shows the patient and document values as the forms show them', () => {
    expect(formScopeOf(context)).toEqual({
      patientName: 'Alex Rivera',
      mrn: 'MRN-7',
      dateOfBirth: '04/12/1990',
      eocNumber: 'EOC-12',
      effectiveDate: '03/15/2026',
    });
  });

  it('shows the effective day as stored, whatever the host time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    try {
      expect(formScopeOf({ ...context, effectiveDate: '2026-11-22T00:00:00.000Z' }).effectiveDate).toBe(
        '11/22/2026',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('leaves out what the document lacks, and what is not a date', () => {
    const scope = formScopeOf({ ...context, episodeOfCare: null, effectiveDate: 'soon' });
    expect(scope.eocNumber).toBe('');
    expect(scope.effectiveDate).toBe('');
    expect(formScopeOf({})).toEqual({
      patientName: '',
      mrn: '',
      dateOfBirth: '',
      eocNumber: '',
      effectiveDate: '',
    });
  });
});
