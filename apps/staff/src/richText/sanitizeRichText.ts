import DOMPurify from 'dompurify';

/**
 * What the rich editor reads and writes: HTML through DOMPurify (no scripts, event handlers or
 * javascript: links), never as typed or pasted.
 */
export function sanitizeRichText(html: string): string {
  if (html === '') return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
