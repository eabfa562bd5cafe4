import { coreReferenceEFormLinkDays } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';
import { eformLinks, portalLoginPatients, portalLogins } from '../../../../db/schema';
import type { OutgoingMail } from '../../../../mail/mailer';
import { hashSignInCode, newSignInCode } from '../../../../portalAuth/signInCode';
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
 * Stores a link (only the SHA-256 of its random 32-byte code) valid for 7 days and returns it
 * with the mail to send once the transaction has committed: the code itself is never stored.
 */
export async function createEFormLink(
  tx: Transaction,
  publicUrl: string,
  input: NewEFormLink,
): Promise<{ link: typeof eformLinks.$inferSelect; mail: OutgoingMail }> {
  const code = newSignInCode();
  const [link] = await tx
    .insert(eformLinks)
    .values({
      ...input,
      codeHash: hashSignInCode(code),
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
  const url = `${publicUrl}/eform/${code}${language === 'es' ? '?lang=es' : ''}`;
  return { link, mail: eFormMail(input.email, url, language) };
}
