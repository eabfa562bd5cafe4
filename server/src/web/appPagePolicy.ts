import { createHash } from 'node:crypto';
import { printableStyle } from '../documents/renderDocumentHtml';

/**
 * The portal prints in a sandboxed srcdoc frame, which inherits this page's policy on top of
 * its own: the printable page's one style sheet is allowed by its hash, nothing else of it.
 */
const printableStyleSource = `'sha256-${createHash('sha256').update(printableStyle).digest('base64')}'`;

/**
 * The content policy of the portal's and the staff app's page, with this response's nonce.
 * - Scripts: the build's own files only (Vite writes no inline script).
 * - Style elements: the build's style sheets, and those Mantine, its modal scroll lock and the
 *   rich-text editor write at run time, which carry the page's nonce (apps' cspNonce.ts).
 * - Style attributes: allowed. React and Mantine set styles through the DOM (not subject to the
 *   policy), but the sanitised HTML of forms (Html component, form header, instructions) keeps
 *   authors' style attributes. An attribute has no selector, so it cannot read the page, and
 *   what it could load is bound by img-src and font-src.
 * - Images: the app's own and data: URLs (signatures, pictures, logos in documents).
 * - Connections: the API and its live stream, same origin.
 * - Never framed; no base element, no plug-ins, forms submit only here.
 */
export function appPagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' ${printableStyleSource}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
