import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { documentGroups, documents, portalLoginPatients, portalLogins } from '../../db/schema';
import type { JobQueue } from '../../jobs/jobQueue';
import type { MailJobComposer } from '../../mail/mailJob';
import { queueMailJob } from '../../mail/mailQueue';
import { shareNoticeMail } from './shareNoticeMail';

/** The queued job of a document or set shared with the patient portal. */
export const shareNoticeJobKind = 'portal-share-notice';

export interface SharedTarget {
  kind: 'document' | 'group';
  id: string;
  patientId: string;
}

/**
 * Inside the share's transaction: one job per live portal login of the patient, so the notice
 * exists exactly when the share does (a refused share rolls both back). The job holds ids only;
 * the mail is written when sent.
 */
export async function queueShareNotices(jobs: JobQueue, db: Queryable, target: SharedTarget): Promise<void> {
  const logins = await db
    .select({ id: portalLogins.id, email: portalLogins.email })
    .from(portalLoginPatients)
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(and(eq(portalLoginPatients.patientId, target.patientId), isNull(portalLogins.deletedAt)));
  for (const login of logins) {
    await queueMailJob(jobs, db, shareNoticeJobKind, login.email, {
      loginId: login.id,
      patientId: target.patientId,
      kind: target.kind,
      id: target.id,
    });
  }
}

/** Still shared and not deleted when the mail goes: staff may have taken it back meanwhile. */
async function stillShared(db: Database, kind: string, id: string): Promise<boolean> {
  const table = kind === 'group' ? documentGroups : documents;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.sharedWithPortal, true), isNull(table.deletedAt)));
  return row !== undefined;
}

/**
 * Staff caused it, so it is in the login's saved language (which the portal keeps in step with
 * the language the patient last chose while signed in), read at sending time.
 */
export function shareNoticeJob(deps: { db: Database; publicUrl: string }): MailJobComposer {
  return async ({ to, data }) => {
    const { loginId = '', patientId = '', kind = '', id = '' } = data;
    const [login] = await deps.db
      .select({ language: portalLogins.language })
      .from(portalLogins)
      .innerJoin(portalLoginPatients, eq(portalLoginPatients.loginId, portalLogins.id))
      .where(
        and(
          eq(portalLogins.id, loginId),
          eq(portalLoginPatients.patientId, patientId),
          isNull(portalLogins.deletedAt),
        ),
      );
    if (!login) return { skip: 'The portal login is gone or no longer linked to the patient.' };
    if (!(await stillShared(deps.db, kind, id))) return { skip: 'No longer shared with the portal.' };
    const path = kind === 'group' ? 'document_group' : 'document';
    return shareNoticeMail(to, `${deps.publicUrl}/${path}/${id}`, login.language);
  };
}
