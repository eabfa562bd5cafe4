import DOMPurify from 'dompurify';

/** The server's own policy for this page (RenderDocument's header), which a srcdoc frame does not get. */
const framePolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * RenderDocument's page, sanitised (every value is already escaped by the server; this is the
 * house rule for any HTML we show) and pinned to the server's content policy, for a sandboxed frame.
 */
export function printableFrameHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, FORBID_TAGS: ['base', 'link', 'meta'] });
  const policy = `<meta http-equiv="Content-Security-Policy" content="${framePolicy}">`;
  return `<!doctype html>${clean.replace(/<head>/i, `<head>${policy}`)}`;
}
