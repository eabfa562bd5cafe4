import { describe, expect, it } from 'vitest';
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

  it('leaves out what the document lacks', () => {
    const scope = formContextScope({ ...source, episodeOfCare: null, effectiveDate: null });
    expect(scope.eocNumber).toBe('');
    expect(scope.effectiveDate).toBe('');
  });
});
