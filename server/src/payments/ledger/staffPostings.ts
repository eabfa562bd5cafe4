import type { CoreBillingAdjustmentBody, CoreBillingChargeBody } from '@clinic/api-contract';
import { formatMoneyUsd } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, refused, refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database, Queryable } from '../../db/database';
import { clinicians, locations, patients } from '../../db/schema';
import { centsToDollars } from '../money';
import { locationToday } from './locationToday';
import { type LedgerLineRow, postLedgerLine } from './postLedgerLine';
import { statementLineDescriptions } from './statementLineKind';

export interface StaffPoster {
  staffUserId: string;
}

/** Locks the patient row (postings of one patient one at a time) and answers 404 for an unknown patient. */
async function lockPatient(tx: Queryable, patientId: string) {
  const [patient] = await tx
    .select({ balanceCents: patients.balanceCents })
    .from(patients)
    .where(eq(patients.id, patientId))
    .for('update');
  if (!patient) throw notFound();
  return patient;
}

/** Posts a charge for a service given on a day, at a location, by a clinician; one transaction with its audit row. */
export function postCharge(
  db: Database,
  request: FastifyRequest,
  patientId: string,
  body: CoreBillingChargeBody,
  by: StaffPoster,
  now = new Date(),
): Promise<LedgerLineRow> {
  return db.transaction(async (tx) => {
    await lockPatient(tx, patientId);
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, body.locationId));
    if (!location) throw refusedWith(400, 'locationUnavailable');
    const [clinician] = await tx
      .select({ id: clinicians.id })
      .from(clinicians)
      .where(eq(clinicians.id, body.clinicianId));
    if (!clinician) throw refusedWith(400, 'clinicianUnavailable');
    if (body.dateOfService > (await locationToday(tx, body.locationId, now))) {
      throw refusedWith(400, 'dateOfServiceInFuture');
    }
    const line = await postLedgerLine(
      tx,
      patientId,
      {
        entryType: 'charge',
        date: body.dateOfService,
        description: body.service,
        details: `${body.serviceCode} × ${body.units}`,
        chargesCents: body.amountCents,
        serviceCode: body.serviceCode,
        units: body.units,
        locationId: body.locationId,
        clinicianId: body.clinicianId,
        postedById: by.staffUserId,
      },
      now,
    );
    await recordAudit(tx, request, { action: 'create', resource: 'Charge', resourceId: line.id, patientId });
    return line;
  });
}

/** Posts an adjustment (either way) or a write-off (down, never below $0), with its reason. */
export function postAdjustment(
  db: Database,
  request: FastifyRequest,
  patientId: string,
  body: CoreBillingAdjustmentBody,
  by: StaffPoster,
  now = new Date(),
): Promise<LedgerLineRow> {
  return db.transaction(async (tx) => {
    const patient = await lockPatient(tx, patientId);
    if (body.kind === 'writeOff' && body.amountCents > patient.balanceCents) {
      const balance = formatMoneyUsd(centsToDollars(Math.max(patient.balanceCents, 0)));
      throw refused(
        400,
        'writeOffOverBalance',
        `A write-off cannot be more than the balance of ${balance}.`,
        {
          balance,
        },
      );
    }
    const signed = body.direction === 'debit' ? body.amountCents : -body.amountCents;
    const line = await postLedgerLine(
      tx,
      patientId,
      {
        entryType: body.kind,
        description: statementLineDescriptions[body.kind],
        // The note stays the staff's; the patient's statement shows the kind of line only.
        chargesCents: signed,
        reason: body.reason,
        note: body.note,
        postedById: by.staffUserId,
      },
      now,
    );
    await recordAudit(tx, request, {
      action: 'create',
      resource: body.kind === 'writeOff' ? 'WriteOff' : 'Adjustment',
      resourceId: line.id,
      patientId,
    });
    return line;
  });
}
