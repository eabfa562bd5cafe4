import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { portalLoginPatients, portalLogins } from '../db/schema';
import type { MailJobComposer } from '../mail/mailQueueWorker';
import { issueSignInLink } from './issueSignInLink';
import { signInMail } from './signInMail';
import { signInLinkLifetimeMs } from './signInPolicy';

/** The queued job of every SendLink request, known address or not. */
export const signInLinkJobKind = 'portal-sign-in-link';

/**
 * Decides, away from the request, whether a mail goes out: only for a live login with at
 * least one patient. The link is made at sending time, so a retry makes a fresh one.
 */
export function signInLinkJob(deps: { db: Database; publicUrl: string }): MailJobComposer {
  return async ({ to, createdAt }) => {
    if (Date.now() - Date.parse(createdAt) > signInLinkLifetimeMs) {
      return { skip: 'The sign-in request is older than a link would live.' };
    }
    const issued = await deps.db.transaction(async (tx) => {
      const [login] = await tx
        .select({ id: portalLogins.id, language: portalLogins.language })
        .from(portalLogins)
        .innerJoin(portalLoginPatients, eq(portalLoginPatients.loginId, portalLogins.id))
        .where(and(eq(portalLogins.email, to), isNull(portalLogins.deletedAt)))
        .limit(1);
      if (!login) return undefined;
      return { code: await issueSignInLink(tx, login.id), language: login.language };
    });
    if (!issued) return { skip: 'No portal login with a patient has this address.' };
    return signInMail(to, `${deps.publicUrl}/confirm/${issued.code}`, issued.language);
  };
}
