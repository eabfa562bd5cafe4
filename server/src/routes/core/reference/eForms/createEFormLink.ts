import { coreReferenceEFormLinkDays } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { eformLinks, portalLoginPatients, portalLogins } from '../../../../db/schema';
import { mailCodePlaceholder, unsentCodeHash } from '../../../../mail/mailCodes';
import type { OutgoingMail } from '../../../../mail/mailer';
import { eFormMail } from './eFormMail';

const dayMs = 86_400_000;

export interface NewEFormLink {
  patientId: string;
  documentId: string | null;
  documentGroupId: string | null;
  email: string;
  createdById: string;
}

/**
 * Stores a link valid for 7 days and returns it with its mail, to queue in the same transaction.
 * The link's code is made when the mail is sent (mail/mailCodes.ts): it is never stored, not
 * even in the queue; only its SHA-256 is.
 */
export async function createEFormLink(
  tx: Transaction,
  publicUrl: string,
  input: NewEFormLink,
): Promise<{ link: typeof eformLinks.$inferSelect; mail: OutgoingMail }> {
  const [link] = await tx
    .insert(eformLinks)
    .values({
      ...input,
      codeHash: unsentCodeHash(),
      expiresAt: new Date(Date.now() + coreReferenceEFormLinkDays * dayMs).toISOString(),
    })
    .returning();
  if (!link) throw new Error('e-form link insert returned nothing');
  const [login] = await tx
    .select({ language: portalLogins.language })
    .from(portalLoginPatients)
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(and(eq(portalLoginPatients.patientId, input.patientId), isNull(portalLogins.deletedAt)))
    .limit(1);
  const language = login?.language === 'es' ? 'es' : 'en';
  // The page opens in the language the mail is written in (the patient can still choose another).
  const code = mailCodePlaceholder('ef', link.id);
  const url = `${publicUrl}/eform/${code}${language === 'es' ? '?lang=es' : ''}`;
  return { link, mail: eFormMail(input.email, url, language) };
}
