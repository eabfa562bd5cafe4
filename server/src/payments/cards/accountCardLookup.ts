import type { BillingMaskedCard } from '@clinic/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { patients } from '../../db/schema';
import { listSavedCards, toMaskedCard } from './savedCards';

/** What a visitor on the pay-a-bill path must know of the patient, all three together. */
export interface AccountProof {
  accountNumber: string;
  lastName: string;
  locationId: string;
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The masked saved cards of the patient the proof names, or an empty list when any part of it
 * is wrong: a mismatch answers exactly like an account without cards.
 */
export async function cardsForAccount(
  db: Database,
  request: FastifyRequest,
  proof: AccountProof,
  which: 'all' | 'default',
): Promise<BillingMaskedCard[]> {
  if (!isUuid(proof.locationId)) return [];
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(
          eq(patients.accountNumber, proof.accountNumber),
          eq(patients.locationId, proof.locationId),
          sql`lower(${patients.lastName}) = lower(${proof.lastName})`,
        ),
      );
    if (!patient) return [];
    const cards = await listSavedCards(tx, patient.id);
    await recordAudit(tx, request, {
      action: 'read',
      resource: 'PaymentMethod',
      resourceId: patient.id,
      patientId: patient.id,
    });
    return (which === 'default' ? cards.filter((card) => card.isDefault) : cards).map(toMaskedCard);
  });
}
