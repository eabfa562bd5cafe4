import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';
import { statementCardDetails } from '../cards/cardLabels';
import { saveCard } from '../cards/savedCards';
import type { ChargeResult } from '../gateway/paymentGateway';
import { postLedgerLine } from '../ledger/postLedgerLine';
import { statementLineDescriptions } from '../ledger/statementLineKind';
import { settleOpenPaymentRequests } from '../paymentRequests/paymentRequests';
import type { PaymentSource } from './paymentSource';
import type { PaymentRow } from './startPayment';

/**
 * Records the gateway's answer in one transaction. A success marks the payment, lowers the
 * balance, adds the statement line (stamped with the payment's completedAt, which is how a
 * replay finds the balance after it), saves the card if asked, settles open payment requests
 * and writes the audit row. A refusal only marks the payment failed: no balance changes.
 */
export async function completePayment(
  db: Database,
  request: FastifyRequest,
  payment: PaymentRow,
  source: PaymentSource,
  result: ChargeResult,
  now = new Date(),
): Promise<void> {
  const completedAt = now.toISOString();
  const pendingRow = and(eq(payments.id, payment.id), eq(payments.status, 'pending'));
  await db.transaction(async (tx) => {
    if (!result.ok) {
      await tx
        .update(payments)
        .set({ status: 'failed', failureMessage: result.message, completedAt })
        .where(pendingRow);
      await recordAudit(tx, request, {
        action: 'pay',
        resource: 'Payment',
        resourceId: payment.id,
        patientId: payment.patientId,
        outcome: 'failure',
      });
      return;
    }

    const [claimed] = await tx
      .update(payments)
      .set({ status: 'succeeded', gatewayReference: result.reference, completedAt })
      .where(pendingRow)
      .returning({ id: payments.id });
    // Only the request that started the payment completes it; never lower a balance twice.
    if (!claimed) return;
    if (source.saveAs) {
      const saved = await saveCard(
        tx,
        payment.patientId,
        source.saveAs.card,
        source.saveAs.holderName,
        false,
      );
      await tx.update(payments).set({ paymentMethodId: saved.id }).where(eq(payments.id, payment.id));
    }
    const line = await postLedgerLine(
      tx,
      payment.patientId,
      {
        entryType: 'payment',
        description: statementLineDescriptions.patientPayment,
        details: statementCardDetails(source.brand, source.last4),
        paymentsCents: payment.amountCents,
        paymentId: payment.id,
        postedById: payment.createdByType === 'staff' ? payment.createdById : null,
      },
      now,
    );
    await settleOpenPaymentRequests(tx, payment.patientId, line.balanceCents);
    await recordAudit(tx, request, {
      action: 'pay',
      resource: 'Payment',
      resourceId: payment.id,
      patientId: payment.patientId,
    });
  });
}
