import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database';
import type { FileStorages } from './storage/fileStorages';
import type { StoredFileRow } from './storeFile';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file as a download from whichever backend holds it: never rendered inline, never
 * sniffed as another type. With `redirect` (a browser navigation, already authorised and audited),
 * object storage answers by a short-lived pre-signed address instead of through this server.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FileStorages,
  db: Queryable,
  file: StoredFileRow,
  options: { redirect?: boolean } = {},
): Promise<FastifyReply> {
  const storage = files.of(file.storage);
  if (options.redirect && storage.downloadUrl) {
    const url = await storage.downloadUrl(file.sha256, {
      contentType: file.contentType,
      fileName: file.originalName,
    });
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  }
  return sendAttachment(reply, file.contentType, file.originalName).send(await storage.read(db, file.sha256));
}

/** The headers of any download the server builds (stored files, PDFs). */
export function sendAttachment(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}
