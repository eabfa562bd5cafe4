import { coreReferenceEFormExpiredMessage } from '@clinic/api-contract';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { documents, eformLinks } from '../../../../db/schema';
import { hashSignInCode } from '../../../../portalAuth/signInCode';

export type EFormLink = typeof eformLinks.$inferSelect;

/** Unknown, expired, revoked and completed links all look the same to the visitor. */
export const eFormExpired = () => new HttpError(404, [coreReferenceEFormExpiredMessage]);

/**
 * The live link of an e-mailed code, or 404 with the expired-link message. With `lock`, the
 * link row is locked until the transaction ends, so two submissions of one link queue up.
 */
export async function resolveEFormLink(db: Queryable, code: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(eformLinks)
    .where(
      and(
        eq(eformLinks.codeHash, hashSignInCode(code)),
        isNull(eformLinks.revokedAt),
        isNull(eformLinks.completedAt),
        gt(eformLinks.expiresAt, sql`now()`),
      ),
    );
  const [link] = options.lock ? await query.for('update') : await query;
  if (!link) throw eFormExpired();
  return link;
}

/**
 * The documents a link still lets the patient fill: the patient's drafts that are the link's
 * document, the members of its group, or (a link sent with "send to all") every shared draft.
 */
export function eFormDocumentScope(
  link: Pick<EFormLink, 'patientId' | 'documentId' | 'documentGroupId'>,
): SQL {
  const drafts = and(
    eq(documents.patientId, link.patientId),
    isNull(documents.deletedAt),
    eq(documents.status, 'Draft'),
  );
  const reach = link.documentId
    ? eq(documents.id, link.documentId)
    : link.documentGroupId
      ? eq(documents.documentGroupId, link.documentGroupId)
      : eq(documents.sharedWithPortal, true);
  return and(drafts, reach) as SQL;
}
