import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { appPagePolicy } from './appPagePolicy';

/**
 * What the apps' builds write where the page's nonce goes (html.cspNonce in apps/portal and
 * apps/staff vite.config.ts): on the style and script elements of index.html and in its
 * `<meta property="csp-nonce">`, from which the app hands it to what writes styles at run time.
 */
export const noncePlaceholder = 'CSP_NONCE_PLACEHOLDER';

/**
 * Answers an app's index.html with a fresh nonce in the page and in its content policy. Read on
 * each request, as before, so a new build shows at once; always revalidated, never stored elsewhere.
 */
export async function sendAppPage(reply: FastifyReply, indexFile: string): Promise<FastifyReply> {
  const nonce = randomBytes(18).toString('base64');
  const html = (await fs.readFile(indexFile, 'utf8')).replaceAll(noncePlaceholder, nonce);
  return reply
    .header('content-security-policy', appPagePolicy(nonce))
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}
