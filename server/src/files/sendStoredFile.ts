import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { fileStorePath } from './fileStorePath';
import type { StoredFileRow } from './storeFile';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a stored file as a download: never rendered inline, never sniffed as another type. */
export function sendStoredFile(reply: FastifyReply, dataDir: string, file: StoredFileRow): FastifyReply {
  return sendAttachment(reply, file.contentType, file.originalName).send(
    fs.createReadStream(fileStorePath(dataDir, file.sha256)),
  );
}

/** The headers of any download the server builds (stored files, PDFs). */
export function sendAttachment(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}
