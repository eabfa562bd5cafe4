import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownId } from '../clinical/shared/clinicalTestContext';
import { createStaffBillingTest, type StaffBillingTest } from './billingStaffTest.testing';

describe('api/core/Patients/{id}/Billing: charges, adjustments, write-offs and the ledger', () => {
  let b: StaffBillingTest;
  beforeAll(async () => {
    b = await createStaffBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const billing = (patientId: string) => `/api/core/Patients/${patientId}/Billing`;
  const charge = (patientId: string, overrides: object = {}) =>
    b.call('POST', `${billing(patientId)}/Charges`, {
      service: 'Individual therapy, 45 minutes',
      serviceCode: '90834',
      units: 1,
      amountCents: 15_000,
      dateOfService: '2026-01-15',
      locationId: b.locationId,
      clinicianId: b.clinicianId,
      ...overrides,
    });

  it('posts a charge: the balance rises by it and the line carries code, units, location and clinician', async () => {
    const before = (await b.call('GET', billing(b.people.samId))).json();
    const reply = await charge(b.people.samId, { serviceCode: 'g0444', units: 2, amountCents: 4_550 });
    expect(reply.statusCode).toBe(200);
    const ledger = reply.json();
    expect(ledger.balanceCents).toBe(before.balanceCents + 4_550);
    expect(ledger.lines.at(-1)).toMatchObject({
      entryType: 'charge',
      date: '2026-01-15',
      description: 'Individual therapy, 45 minutes',
      serviceCode: 'G0444',
      units: 2,
      chargesCents: 4_550,
      balanceCents: before.balanceCents + 4_550,
      location: { id: b.locationId },
      clinician: { id: b.clinicianId },
    });
    const audit = await b.auditRows('Charge');
    expect(audit.at(-1)).toMatchObject({
      patientId: b.people.samId,
      action: 'create',
      resourceId: ledger.lines.at(-1).id,
    });
  });

  it('refuses a future date of service, a wrong code, and a write-off over the balance, each with its code', async () => {
    const future = await charge(b.people.samId, { dateOfService: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('dateOfServiceInFuture');
    const code = await charge(b.people.samId, { serviceCode: '9' });
    expect(code.statusCode).toBe(400);
    const { balanceCents } = (await b.call('GET', billing(b.people.samId))).json();
    const writeOff = await b.call('POST', `${billing(b.people.samId)}/Adjustments`, {
      kind: 'writeOff',
      amountCents: balanceCents + 1,
      reason: 'smallBalance',
    });
    expect(writeOff.statusCode).toBe(400);
    expect(writeOff.json().code).toBe('writeOffOverBalance');
    const noNote = await b.call('POST', `${billing(b.people.samId)}/Adjustments`, {
      kind: 'adjustment',
      amountCents: 100,
      reason: 'other',
    });
    expect(noNote.statusCode).toBe(400);
    expect((await b.call('GET', billing(b.people.samId))).json().balanceCents).toBe(balanceCents);
  });

  it('posts adjustments both ways and a write-off, each with its reason, in the adjustments column', async () => {
    const start = (await b.call('GET', billing(b.people.samId))).json().balanceCents;
    await b.call('POST', `${billing(b.people.samId)}/Adjustments`, {
      kind: 'adjustment',
      direction: 'debit',
      amountCents: 500,
      reason: 'billingCorrection',
    });
    const reply = await b.call('POST', `${billing(b.people.samId)}/Adjustments`, {
      kind: 'writeOff',
      amountCents: 200,
      reason: 'other',
      note: 'Agreed at the desk',
    });
    expect(reply.statusCode).toBe(200);
    const ledger = reply.json();
    expect(ledger.balanceCents).toBe(start + 300);
    expect(ledger.lines.slice(-2)).toMatchObject([
      { entryType: 'adjustment', adjustmentsCents: 500, chargesCents: 0, reason: 'billingCorrection' },
      { entryType: 'writeOff', adjustmentsCents: -200, reason: 'other', note: 'Agreed at the desk' },
    ]);
    expect((await b.auditRows('WriteOff')).at(-1)?.patientId).toBe(b.people.samId);
  });

  it('answers 404 for an unknown patient, and writes nothing', async () => {
    expect((await b.call('GET', billing(unknownId))).statusCode).toBe(404);
    expect((await charge(unknownId)).statusCode).toBe(404);
  });

  it('keeps the ledger summing to the balance whatever is posted (property)', async () => {
    const posting = fc.oneof(
      fc.record({ type: fc.constant('charge' as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({
        type: fc.constantFrom('credit' as const, 'debit' as const, 'writeOff' as const),
        cents: fc.integer({ min: 1, max: 200_000 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(posting, { minLength: 1, maxLength: 6 }), async (postings) => {
        for (const p of postings) {
          if (p.type === 'charge') await charge(b.people.jordanId, { amountCents: p.cents });
          else
            await b.call('POST', `${billing(b.people.jordanId)}/Adjustments`, {
              kind: p.type === 'writeOff' ? 'writeOff' : 'adjustment',
              direction: p.type === 'debit' ? 'debit' : 'credit',
              amountCents: p.cents,
              reason: 'courtesyDiscount',
            });
        }
        const ledger = (await b.call('GET', billing(b.people.jordanId))).json();
        let running = 0;
        for (const line of ledger.lines) {
          running += line.chargesCents + line.adjustmentsCents - line.paymentsCents;
          expect(line.balanceCents).toBe(running);
        }
        expect(running).toBe(ledger.balanceCents);
        expect(ledger.chargesCents + ledger.adjustmentsCents - ledger.paymentsCents).toBe(
          ledger.balanceCents,
        );
      }),
      { numRuns: 12, seed: 18_2 },
    );
  });
});
