import type { FastifyReply } from 'fastify';
import { printableHtmlPolicy } from './renderDocumentHtml';

/**
 * The printable page's policy as a response header: what the page may show, and, as for every
 * reply (app/securityHeaders.ts), no framing by any page and no base or form targets.
 */
export const printablePagePolicy = `${printableHtmlPolicy}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * Answers a printable page of patient data (renderDocumentsHtml): HTML that may run nothing
 * (printableHtmlPolicy), is never sniffed as another type and is never kept in a shared cache.
 */
export function sendPrintableHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', printablePagePolicy)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(html);
}
