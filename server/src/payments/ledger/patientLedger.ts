import {
  type CoreBillingAdjustmentReason,
  type CoreBillingLedger,
  type CoreBillingLedgerLine,
  coreBillingAdjustmentReasonSchema,
} from '@clinic/api-contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { notFound } from '../../app/httpError';
import type { Queryable } from '../../db/database';
import { clinicians, locations, patients, paymentHistory, paymentRefunds, payments } from '../../db/schema';
import { listSavedCards, toCreditCard } from '../cards/savedCards';

const isAdjustment = (entryType: string) => entryType === 'adjustment' || entryType === 'writeOff';

function reasonOf(reason: string | null): CoreBillingAdjustmentReason | null {
  const parsed = coreBillingAdjustmentReasonSchema.safeParse(reason);
  return parsed.success ? parsed.data : null;
}

/** What each payment may still give back: its amount less refunds made or under way. */
export async function refundableByPayment(
  db: Queryable,
  paymentIds: readonly string[],
): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const paid = await db
    .select({ id: payments.id, status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .where(inArray(payments.id, [...paymentIds]));
  const refunded = await db
    .select({
      paymentId: paymentRefunds.paymentId,
      cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int`,
    })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, [...paymentIds]), ne(paymentRefunds.status, 'failed')))
    .groupBy(paymentRefunds.paymentId);
  const refundedBy = new Map(refunded.map((row) => [row.paymentId, row.cents]));
  return new Map(
    paid.map((row) => [
      row.id,
      row.status === 'succeeded' ? row.amountCents - (refundedBy.get(row.id) ?? 0) : 0,
    ]),
  );
}

/** A patient's whole ledger in posting order, its totals and saved cards, as the staff chart shows it. */
export async function patientLedger(db: Queryable, patientId: string): Promise<CoreBillingLedger> {
  const [patient] = await db
    .select({ balanceCents: patients.balanceCents })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  const rows = await db
    .select({
      line: paymentHistory,
      location: { id: locations.id, name: locations.name },
      clinician: { id: clinicians.id, firstName: clinicians.firstName, lastName: clinicians.lastName },
    })
    .from(paymentHistory)
    .leftJoin(locations, eq(locations.id, paymentHistory.locationId))
    .leftJoin(clinicians, eq(clinicians.id, paymentHistory.clinicianId))
    .where(eq(paymentHistory.patientId, patientId))
    .orderBy(asc(paymentHistory.seq));
  const refundable = await refundableByPayment(
    db,
    rows.flatMap(({ line }) => (line.entryType === 'payment' && line.paymentId ? [line.paymentId] : [])),
  );
  const lines = rows.map(({ line, location, clinician }): CoreBillingLedgerLine => {
    const adjustment = isAdjustment(line.entryType);
    return {
      id: line.id,
      entryType: line.entryType,
      date: line.date,
      description: line.description,
      details: line.details,
      serviceCode: line.serviceCode,
      units: line.units,
      location: location?.id ? location : null,
      clinician: clinician?.id
        ? { id: clinician.id, name: `${clinician.firstName} ${clinician.lastName}`.trim() }
        : null,
      reason: reasonOf(line.reason),
      note: line.note,
      chargesCents: adjustment ? 0 : line.chargesCents,
      paymentsCents: line.paymentsCents,
      adjustmentsCents: adjustment ? line.chargesCents : 0,
      balanceCents: line.balanceCents,
      postedAt: new Date(line.createdAt).toISOString(),
      paymentId: line.paymentId,
      refundableCents:
        line.entryType === 'payment' && line.paymentId ? (refundable.get(line.paymentId) ?? 0) : null,
    };
  });
  const sum = (pick: (line: CoreBillingLedgerLine) => number) =>
    lines.reduce((total, l) => total + pick(l), 0);
  return {
    patientId,
    balanceCents: patient.balanceCents,
    chargesCents: sum((l) => l.chargesCents),
    paymentsCents: sum((l) => l.paymentsCents),
    adjustmentsCents: sum((l) => l.adjustmentsCents),
    lines,
    cards: (await listSavedCards(db, patientId)).map(toCreditCard),
  };
}
