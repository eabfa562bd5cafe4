import type { FastifyReply } from 'fastify';
import { printableHtmlPolicy } from './renderDocumentHtml';

/**
 * Answers a printable page of patient data (renderDocumentsHtml): HTML that may run nothing
 * (printableHtmlPolicy), is never sniffed as another type and is never kept in a shared cache.
 */
export function sendPrintableHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', printableHtmlPolicy)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(html);
}
