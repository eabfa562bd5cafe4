import type { BillingCreditCard, BillingMaskedCard } from '@clinic/api-contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notFound, refused } from '../../app/httpError';
import type { Queryable, Transaction } from '../../db/database';
import { paymentMethods } from '../../db/schema';
import type { TokenisedCard } from '../gateway/paymentGateway';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A patient keeps a handful of cards; more is more likely card testing than a real need. */
export const maxSavedCards = 10;

const liveCardOf = (patientId: string) =>
  and(eq(paymentMethods.patientId, patientId), isNull(paymentMethods.deletedAt));

export function toCreditCard(row: PaymentMethodRow): BillingCreditCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
    isDefault: row.isDefault,
  };
}

export function toMaskedCard(row: PaymentMethodRow): BillingMaskedCard {
  return { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

/** The default card first, then the newest. */
export function listSavedCards(db: Queryable, patientId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(liveCardOf(patientId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
}

/** A saved card of this patient; anything else (another patient's, removed) is not found. */
export async function findSavedCard(
  db: Queryable,
  patientId: string,
  cardId: string,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, cardId), liveCardOf(patientId)));
  if (!row) throw notFound();
  return row;
}

/** Saves a tokenised card; the first card, or one chosen as default, becomes the only default. */
export async function saveCard(
  tx: Transaction,
  patientId: string,
  card: TokenisedCard,
  holderName: string,
  makeDefault: boolean,
): Promise<PaymentMethodRow> {
  const [live] = await tx.select({ n: count() }).from(paymentMethods).where(liveCardOf(patientId));
  const saved = live?.n ?? 0;
  if (saved >= maxSavedCards) {
    throw refused(
      400,
      'tooManySavedCards',
      `You can save up to ${maxSavedCards} cards. Remove one before adding another.`,
      {
        max: maxSavedCards,
      },
    );
  }
  const isDefault = makeDefault || saved === 0;
  if (isDefault) {
    await tx.update(paymentMethods).set({ isDefault: false }).where(liveCardOf(patientId));
  }
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      patientId,
      gatewayToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName,
      isDefault,
    })
    .returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

/**
 * Removes a saved card (kept as a row, since payments refer to it). When it was the default,
 * the newest remaining card becomes the default.
 */
export async function removeSavedCard(tx: Transaction, patientId: string, cardId: string): Promise<void> {
  const [removed] = await tx
    .update(paymentMethods)
    .set({ deletedAt: new Date().toISOString(), isDefault: false })
    .where(and(eq(paymentMethods.id, cardId), liveCardOf(patientId)))
    .returning();
  if (!removed) throw notFound();
  if (!(await findDefaultCard(tx, patientId))) {
    const [newest] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(liveCardOf(patientId))
      .orderBy(desc(paymentMethods.createdAt))
      .limit(1);
    if (newest)
      await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, newest.id));
  }
}

export async function findDefaultCard(
  db: Queryable,
  patientId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(liveCardOf(patientId), eq(paymentMethods.isDefault, true)));
  return row;
}
