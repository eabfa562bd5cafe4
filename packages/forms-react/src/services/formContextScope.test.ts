import { describe, expect, it, vi } from 'vitest';
import { formContextScope } from './formContextScope';

const source = {
  effectiveDate: '2026-03-15T14:00:00.000Z',
  patient: { firstName: 'Alex', middleName: '', lastName: 'Rivera', mrn: 'MRN-7', dateOfBirth: '1990-04-12' },
  episodeOfCare: { number: 'EOC-12' },
};

describe('formContextScope', () => {
  it('shows the patient and document values as the forms show them', () => {
    expect(formContextScope(source)).toEqual({
      patientName: 'Alex Rivera',
      mrn: 'MRN-7',
      dateOfBirth: '04/12/1990',
      eocNumber: 'EOC-12',
      effectiveDate: '03/15/2026',
    });
  });

  it('shows the effective day as stored, whatever the browser time zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    try {
      const scope = formContextScope({ ...source, effectiveDate: '2026-11-22T00:00:00.000Z' });
      expect(scope.effectiveDate).toBe('11/22/2026');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('leaves out what the document lacks', () => {
    const scope = formContextScope({ ...source, episodeOfCare: null, effectiveDate: null });
    expect(scope.eocNumber).toBe('');
    expect(scope.effectiveDate).toBe('');
  });
});
