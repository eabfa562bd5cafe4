import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../../../db/schema';
import { saveCard } from '../../../payments/cards/savedCards';
import { createSandboxGateway } from '../../../payments/gateway/sandboxGateway';
import { locationToday } from '../../../payments/ledger/locationToday';
import { visaCard } from '../../portal/billing/billingTestSetup';
import { createStaffBillingTest, type StaffBillingTest } from './billingStaffTest.testing';

describe("api/core/Billing/Takings: a day's payments and refunds per location", () => {
  let b: StaffBillingTest;
  beforeAll(async () => {
    b = await createStaffBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  it('totals payments and refunds per location for the day, and exports them as CSV', async () => {
    const db = b.t.database.db;
    const patientId = b.people.samId;
    const tokenised = await createSandboxGateway({ latencyMs: 0 }).tokenise(visaCard);
    if (!tokenised.ok) throw new Error('sandbox refused the card');
    const card = await db.transaction((tx) => saveCard(tx, patientId, tokenised.card, 'Sam', false));
    await b.call('POST', `/api/core/Patients/${patientId}/Billing/Charges`, {
      service: 'Group therapy',
      serviceCode: '90853',
      units: 1,
      amountCents: 9_000,
      dateOfService: '2026-01-02',
      locationId: b.locationId,
      clinicianId: b.clinicianId,
    });
    const paid = await b.call('POST', `/api/core/Patients/${patientId}/Billing/Payments`, {
      amountCents: 6_000,
      paymentMethodId: card.id,
      idempotencyKey: 'takings-pay-1',
    });
    expect(paid.statusCode).toBe(200);
    await b.call(
      'POST',
      `/api/core/Patients/${patientId}/Billing/Payments/${paid.json().paymentId}/Refunds`,
      {
        amountCents: 1_500,
        idempotencyKey: 'takings-refund-1',
      },
    );

    const [row] = await db
      .select({ locationId: patients.locationId })
      .from(patients)
      .where(eq(patients.id, patientId));
    const locationId = row?.locationId ?? null;
    const date = await locationToday(db, locationId, new Date());
    const reply = await b.call('GET', `/api/core/Billing/Takings?date=${date}`);
    expect(reply.statusCode).toBe(200);
    const takings = reply.json();
    const here = takings.locations.find(
      (entry: { location: { id: string } | null }) => (entry.location?.id ?? null) === locationId,
    );
    expect(here).toMatchObject({
      paymentsCount: 1,
      paymentsCents: 6_000,
      refundsCount: 1,
      refundsCents: 1_500,
      netCents: 4_500,
    });
    expect(
      takings.entries.map((entry: { type: string; amountCents: number }) => [entry.type, entry.amountCents]),
    ).toEqual([
      ['payment', 6_000],
      ['refund', 1_500],
    ]);

    const csv = await b.call('GET', `/api/core/Billing/Takings/Csv?date=${date}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Location,Type,Posted (UTC),Patient,Account number,Card,Taken by,Amount');
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(['60.00', '15.00']);
    expect(lines[2]).toContain('Refund');

    expect((await b.call('GET', '/api/core/Billing/Takings?date=2026-02-30')).statusCode).toBe(400);
    expect((await b.call('GET', `/api/core/Billing/Takings?date=${date}`)).json().entries).toHaveLength(2);
    const empty = (await b.call('GET', '/api/core/Billing/Takings?date=2020-01-01')).json();
    expect(empty).toEqual({ date: '2020-01-01', locations: [], entries: [] });
    expect(
      (await b.auditRows('Takings')).some((row) => row.action === 'export' && row.patientId === patientId),
    ).toBe(true);
  });
});
