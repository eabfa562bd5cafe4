import DOMPurify from 'dompurify';

/**
 * Author-written and server-built HTML (Text, Html, Form Header, Crud list header) is never shown
 * as given: DOMPurify drops scripts, event handlers and javascript: URLs.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
