import type { BillingPaymentHistoryLine } from '@clinic/api-contract';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enPages } from '../../i18n/en/pages';
import { esPages } from '../../i18n/es/pages';
import { statementLineText } from './statementLineText';

let es: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { translation: enPages }, es: { translation: esPages } }, lng: 'es' });
  es = i18n.getFixedT('es');
});

const line = (patch: Partial<BillingPaymentHistoryLine>): BillingPaymentHistoryLine => ({
  id: '00000000-0000-4000-8000-000000000000',
  date: '2026-01-02',
  description: 'Patient payment',
  kind: 'patientPayment',
  params: { cardBrand: 'Visa', cardLast4: '4242' },
  charges: 0,
  payments: 10,
  balance: 90,
  details: 'Visa ending 4242',
  amount: 10,
  ...patch,
});

describe('statementLineText', () => {
  it('words a known kind and its card in the page language', () => {
    expect(statementLineText(line({}), es)).toEqual({
      description: 'Pago del paciente',
      details: 'Visa terminada en 4242',
    });
  });

  it("shows the clinic's own names and what is not a card as sent", () => {
    const service = line({
      description: 'Individual Therapy',
      kind: 'other',
      params: {},
      details: 'CPT 90834',
    });
    expect(statementLineText(service, es)).toEqual({
      description: 'Individual Therapy',
      details: 'CPT 90834',
    });
  });
});
