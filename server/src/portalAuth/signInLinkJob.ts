import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { portalLoginPatients, portalLogins } from '../db/schema';
import type { JobQueue } from '../jobs/jobQueue';
import type { MailJobComposer } from '../mail/mailJob';
import { queueMailJob } from '../mail/mailQueue';
import { issueSignInLink } from './issueSignInLink';
import { signInMail } from './signInMail';
import { signInLinkLifetimeMs } from './signInPolicy';

/** The queued job of every SendLink request, known address or not. */
export const signInLinkJobKind = 'portal-sign-in-link';

/**
 * Queues the job of a SendLink request: the same single insert whatever the address.
 * `requestedFrom` is the keyed hash of the requesting network, which the link will carry;
 * `language` is the sign-in page's, which the mail answers in (the person asking reads that page);
 * without one (an API client naming no language) the login's saved language is used.
 */
export function queueSignInLinkJob(
  jobs: JobQueue,
  db: Queryable,
  email: string,
  requestedFrom: string,
  language: string | undefined,
): Promise<void> {
  return queueMailJob(jobs, db, signInLinkJobKind, email, {
    requestedFrom,
    ...(language ? { language } : {}),
  });
}

/**
 * Decides, away from the request, whether a mail goes out: only for a live login with at
 * least one patient. The link is made at sending time, so a retry makes a fresh one.
 */
export function signInLinkJob(deps: { db: Database; publicUrl: string }): MailJobComposer {
  return async ({ to, queuedAt, data }) => {
    if (Date.now() - Date.parse(queuedAt) > signInLinkLifetimeMs) {
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
      // A job queued before networks were recorded has none: its link revokes no other.
      const code = await issueSignInLink(tx, login.id, data.requestedFrom ?? '');
      return { code, language: login.language };
    });
    if (!issued) return { skip: 'No portal login with a patient has this address.' };
    // A job queued before the page's language was recorded falls back on the login's.
    return signInMail(to, `${deps.publicUrl}/confirm/${issued.code}`, data.language ?? issued.language);
  };
}
