import { maxUploadBytes } from '@clinic/api-contract';
import fastifyMultipart from '@fastify/multipart';
import type { AppInstance } from '../app/appInstance';

/**
 * Lets the routes of the calling plugin read multipart uploads (readMultipart.ts). Registered
 * only where uploads are, not app-wide: the plugin gives every route of its scope an onRequest
 * and an onResponse hook (to clean up temporary files, which we never write), and across the
 * whole API they cost every request a few microseconds.
 */
export async function acceptMultipartUploads(app: AppInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20 } });
}
