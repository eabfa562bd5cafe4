import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app/appInstance';
import { refused } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import { storedFiles } from '../db/schema';
import { downloadTokenAllows } from './downloadToken';
import { sendStoredFile } from './sendStoredFile';

/** 404 like any unknown id, with a message the user can act on. */
export const downloadLinkInvalidMessage =
  'This download link has expired or is not valid. Please download the file again.';

/**
 * Download/{token}/{id}: the token (see downloadToken.ts) is the only credential, so the link
 * works from a plain browser navigation; a token for another file, or an expired one, is 404.
 */
export async function serveDownload(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { token: string; id: string },
): Promise<FastifyReply> {
  if (!downloadTokenAllows(app.deps.signingKey, params.token, params.id)) {
    throw refused(404, 'downloadLinkInvalid', downloadLinkInvalidMessage);
  }
  // The read and its audit row commit together; the file is sent after.
  const file = await app.deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(storedFiles).where(eq(storedFiles.id, params.id));
    if (!found) throw refused(404, 'downloadLinkInvalid', downloadLinkInvalidMessage);
    await recordAudit(tx, request, {
      action: 'download',
      resource: 'StoredFile',
      resourceId: found.id,
      patientId: found.patientId,
    });
    return found;
  });
  return sendStoredFile(reply, app.files, app.deps.db, file, { redirect: true });
}
