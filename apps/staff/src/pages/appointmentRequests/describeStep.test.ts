import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { describeStep } from './describeStep';

describe('describeStep', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en } } }));

  it('labels fields as the wizard does, formats dates, methods and companies, and skips empty values', () => {
    const names = { company: (id: string) => (id === 'c1' ? 'Aetna' : undefined) };
    expect(
      describeStep(
        {
          firstName: 'Ana',
          middleName: '',
          addressLine1: '1 Main St',
          companyId: 'c1',
          memberId: 'X1',
          subscriber: { firstName: 'Luis', dateOfBirth: '1980-01-02' },
          method: 'self-pay',
          referral: 'Dr. Ortiz',
        },
        i18next.t,
        names,
      ),
    ).toEqual([
      ['First name', 'Ana'],
      ['Address line 1', '1 Main St'],
      ['Insurance company', 'Aetna'],
      ['Member ID', 'X1'],
      ['Subscriber: first name', 'Luis'],
      ['Subscriber: date of birth', '01/02/1980'],
      ['Payment method', 'Self-pay'],
      ['Referral', 'Dr. Ortiz'],
    ]);
  });
});
