import { and, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database';
import { appointmentReminderCodes } from '../../db/schema';
import { mailCodePlaceholder, unsentCodeHash } from '../../mail/mailCodes';
import { hashSignInCode } from '../../portalAuth/signInCode';
import { appointmentRefusal } from '../cancellation/refusals';
import { now } from '../clock';

export type ReminderCodePurpose = (typeof appointmentReminderCodes.$inferSelect)['purpose'];

/** The portal pages a reminder's links open (apps/portal); no sign-in, the code is the credential. */
export const reminderPaths: Record<ReminderCodePurpose, string> = {
  confirm: '/appointment-confirm/',
  cancel: '/appointment-cancel/',
};

/**
 * A new code row for a reminder's link, usable until the appointment starts; its placeholder goes
 * into the queued mail or text, and the code itself is made when that is sent (mail/mailCodes.ts).
 */
export async function issueReminderCode(
  db: Queryable,
  appointmentId: string,
  purpose: ReminderCodePurpose,
  expiresAt: Date,
): Promise<string> {
  const [row] = await db
    .insert(appointmentReminderCodes)
    .values({
      appointmentId,
      purpose,
      codeHash: unsentCodeHash(),
      expiresAt: expiresAt.toISOString(),
    })
    .returning({ id: appointmentReminderCodes.id });
  if (!row) throw new Error('reminder code insert returned nothing');
  return mailCodePlaceholder('ar', row.id);
}

/**
 * Uses up a reminder code of `purpose`, locked until the transaction ends so two presses take
 * turns: its appointment's id, or a 400 when it is unknown, used or expired (alike, nothing tells
 * them apart). A refusal later in
 * the transaction rolls the use back.
 */
export async function consumeReminderCode(
  tx: Transaction,
  code: string,
  purpose: ReminderCodePurpose,
): Promise<string> {
  const [row] = await tx
    .select()
    .from(appointmentReminderCodes)
    .where(
      and(
        eq(appointmentReminderCodes.codeHash, hashSignInCode(code)),
        eq(appointmentReminderCodes.purpose, purpose),
      ),
    )
    .for('update');
  const at = now();
  if (!row || row.usedAt || Date.parse(row.expiresAt) <= at.getTime()) {
    throw appointmentRefusal('cancelLinkUnusable');
  }
  await tx
    .update(appointmentReminderCodes)
    .set({ usedAt: at.toISOString() })
    .where(eq(appointmentReminderCodes.id, row.id));
  return row.appointmentId;
}
