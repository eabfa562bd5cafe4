import { describe, expect, it } from 'vitest';
import { statementCardDetails } from '../cards/cardLabels';
import { statementLineDescriptions, statementLineKind } from './statementLineKind';

describe('statementLineKind', () => {
  it('reads the kind of each line the server and the practice-management system write', () => {
    expect(
      statementLineKind(statementLineDescriptions.patientPayment, statementCardDetails('Visa', '4242')),
    ).toEqual({
      kind: 'patientPayment',
      params: { cardBrand: 'Visa', cardLast4: '4242' },
    });
    expect(statementLineKind('Insurance payment', 'Aetna EOB #A-55812')).toEqual({
      kind: 'insurancePayment',
      params: {},
    });
    expect(statementLineKind('Copay', 'Mastercard ending 5100').kind).toBe('copay');
    expect(statementLineKind('Missed appointment fee', '').kind).toBe('missedAppointmentFee');
  });

  it("keeps a service's own name as 'other'", () => {
    expect(statementLineKind('Individual Therapy', 'CPT 90834')).toEqual({ kind: 'other', params: {} });
  });
});
