import { and, eq, isNull } from 'drizzle-orm';
import { refused } from '../../app/httpError';
import type { Transaction } from '../../db/database';
import { appointmentRequestCodes } from '../../db/schema';
import { mailCodePlaceholder, unsentCodeHash } from '../../mail/mailCodes';
import { hashSignInCode } from '../../portalAuth/signInCode';
import { now } from '../clock';

export type RequestCodePurpose = (typeof appointmentRequestCodes.$inferSelect)['purpose'];
export type RequestCodeRow = typeof appointmentRequestCodes.$inferSelect;

const hourMs = 60 * 60_000;
/** Long enough to read the mail on another day; staff can send a new link after that. */
export const emailVerificationLifetimeMs = 24 * hourMs;
/** As long as an e-form link: the owner may be away for a few days. */
export const loginLinkConfirmationLifetimeMs = 7 * 24 * hourMs;
/** Requests are for the weeks ahead; past this the clinic's phone is the way to cancel. */
export const cancelRequestLifetimeMs = 90 * 24 * hourMs;

const lifetimes: Record<RequestCodePurpose, number> = {
  verifyEmail: emailVerificationLifetimeMs,
  confirmLoginLink: loginLinkConfirmationLifetimeMs,
  cancelRequest: cancelRequestLifetimeMs,
};

/** Unknown, used, revoked and expired codes alike: nothing tells them apart. */
export const unusableCodeMessage = 'This link has expired or has already been used.';

/**
 * A new code of `purpose` for the request, revoking its unused ones of that purpose (the newest
 * mail is the one that works). What it returns goes into the mail, which must be queued: the
 * code itself is made when the mail is sent (mail/mailCodes.ts), and only its SHA-256 is stored.
 */
export async function issueRequestCode(
  tx: Transaction,
  purpose: RequestCodePurpose,
  target: { requestId: string; loginId?: string; patientId?: string },
): Promise<string> {
  const at = now();
  await tx
    .update(appointmentRequestCodes)
    .set({ revokedAt: at.toISOString() })
    .where(
      and(
        eq(appointmentRequestCodes.requestId, target.requestId),
        eq(appointmentRequestCodes.purpose, purpose),
        isNull(appointmentRequestCodes.usedAt),
        isNull(appointmentRequestCodes.revokedAt),
      ),
    );
  const [row] = await tx
    .insert(appointmentRequestCodes)
    .values({
      ...target,
      purpose,
      codeHash: unsentCodeHash(),
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + lifetimes[purpose]).toISOString(),
    })
    .returning({ id: appointmentRequestCodes.id });
  if (!row) throw new Error('request code insert returned nothing');
  return mailCodePlaceholder('rc', row.id);
}

/**
 * Uses up a code of `purpose`: its row, locked until the transaction ends so that two clicks
 * take turns, or a 400 when it is unknown, used, revoked or expired.
 */
export async function consumeRequestCode(
  tx: Transaction,
  code: string,
  purpose: RequestCodePurpose,
): Promise<RequestCodeRow> {
  const [row] = await tx
    .select()
    .from(appointmentRequestCodes)
    .where(
      and(
        eq(appointmentRequestCodes.codeHash, hashSignInCode(code)),
        eq(appointmentRequestCodes.purpose, purpose),
      ),
    )
    .for('update');
  const at = now();
  if (!row || row.usedAt || row.revokedAt || Date.parse(row.expiresAt) <= at.getTime()) {
    throw refused(400, 'requesterLinkUnusable', unusableCodeMessage);
  }
  await tx
    .update(appointmentRequestCodes)
    .set({ usedAt: at.toISOString() })
    .where(eq(appointmentRequestCodes.id, row.id));
  return row;
}
