import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import {
  appointmentReminderCodes,
  appointmentRequestCodes,
  appointments,
  eformLinks,
  waitlistOffers,
} from '../db/schema';
import { hashSignInCode, newSignInCode } from '../portalAuth/signInCode';
import { usableLink as usableEFormLink } from '../routes/core/reference/eForms/eFormLink';
import { now as schedulingNow } from '../scheduling/clock';
import type { OutgoingMail } from './mailer';

/**
 * Mailed codes are made when the mail is sent, never before: the change that asks for a link
 * stores its row with the hash of a code nobody is given and writes the mail with a placeholder
 * (`mailCodePlaceholder`); the mail job puts a fresh code in its place and its hash on the row
 * (`fillMailCodes`). So no code is ever stored in clear, not even in the mail queue, and a
 * retried mail carries a new code.
 */
type GiveCode = (tx: Transaction, rowId: string, codeHash: string) => Promise<boolean>;

/**
 * Each table that holds a mailed code's hash: gives its row a new one if it is still usable.
 * Request codes, offers and reminder codes expire by the scheduling clock, as they are checked when used.
 */
const codeTables: Record<'rc' | 'wo' | 'ef' | 'ar', GiveCode> = {
  rc: async (tx, rowId, codeHash) =>
    (
      await tx
        .update(appointmentRequestCodes)
        .set({ codeHash })
        .where(
          and(
            eq(appointmentRequestCodes.id, rowId),
            isNull(appointmentRequestCodes.usedAt),
            isNull(appointmentRequestCodes.revokedAt),
            gt(appointmentRequestCodes.expiresAt, schedulingNow().toISOString()),
          ),
        )
        .returning({ id: appointmentRequestCodes.id })
    ).length > 0,
  wo: async (tx, rowId, codeHash) =>
    (
      await tx
        .update(waitlistOffers)
        .set({ codeHash })
        .where(
          and(
            eq(waitlistOffers.id, rowId),
            eq(waitlistOffers.status, 'offered'),
            gt(waitlistOffers.expiresAt, schedulingNow().toISOString()),
          ),
        )
        .returning({ id: waitlistOffers.id })
    ).length > 0,
  ef: async (tx, rowId, codeHash) =>
    (
      await tx
        .update(eformLinks)
        .set({ codeHash })
        .where(and(eq(eformLinks.id, rowId), usableEFormLink()))
        .returning({ id: eformLinks.id })
    ).length > 0,
  // A reminder's link: while its appointment is still expected, so a reminder queued before a
  // cancellation is not sent.
  ar: async (tx, rowId, codeHash) =>
    (
      await tx
        .update(appointmentReminderCodes)
        .set({ codeHash })
        .where(
          and(
            eq(appointmentReminderCodes.id, rowId),
            isNull(appointmentReminderCodes.usedAt),
            gt(appointmentReminderCodes.expiresAt, schedulingNow().toISOString()),
            sql`exists (select 1 from ${appointments} where ${appointments.id} = ${appointmentReminderCodes.appointmentId} and ${appointments.status} = 'Show')`,
          ),
        )
        .returning({ id: appointmentReminderCodes.id })
    ).length > 0,
};

export type CodeKind = keyof typeof codeTables;

/** Letters, digits and hyphens only: it survives URLs and HTML escaping unchanged. */
const placeholderPattern =
  /mailcode-(rc|wo|ef|ar)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** Where the code of row `rowId` goes in a mail; see fillMailCodes. */
export function mailCodePlaceholder(kind: CodeKind, rowId: string): string {
  return `mailcode-${kind}-${rowId}`;
}

/** The hash a new code row holds until its mail is sent: of a code nobody is given. */
export const unsentCodeHash = (): string => hashSignInCode(newSignInCode());

/**
 * Puts a fresh code in place of each placeholder in `texts` and stores its hash on the row, in one
 * transaction. A row no longer usable (used, revoked, expired meanwhile) means the message would
 * carry a dead link: nothing is sent.
 */
export async function fillCodes(
  db: Database,
  texts: readonly string[],
): Promise<string[] | { skip: string }> {
  const placeholders = [
    ...new Set(texts.flatMap((text) => [...text.matchAll(placeholderPattern)].map((m) => m[0]))),
  ];
  if (placeholders.length === 0) return [...texts];
  return db.transaction(async (tx) => {
    const codes = new Map<string, string>();
    for (const placeholder of placeholders) {
      const [, kind, rowId] = placeholder.split(/-(rc|wo|ef|ar)-/) as [string, CodeKind, string];
      const code = newSignInCode();
      if (!(await codeTables[kind](tx, rowId, hashSignInCode(code)))) {
        return { skip: 'A link in the message can no longer be used.' };
      }
      codes.set(placeholder, code);
    }
    return texts.map((text) => text.replace(placeholderPattern, (found) => codes.get(found) ?? found));
  });
}

/** A mail with its placeholders filled (fillCodes), or why it is not sent. */
export async function fillMailCodes(
  db: Database,
  mail: OutgoingMail,
): Promise<OutgoingMail | { skip: string }> {
  const links = mail.links ?? [];
  const filled = await fillCodes(db, [mail.text, mail.html ?? '', ...links]);
  if ('skip' in filled) return filled;
  const [text = '', html = '', ...filledLinks] = filled;
  return {
    ...mail,
    text,
    ...(mail.html === undefined ? {} : { html }),
    ...(mail.links === undefined ? {} : { links: filledLinks }),
  };
}
