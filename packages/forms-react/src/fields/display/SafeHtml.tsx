import { sanitizeHtml } from './sanitizeHtml';

/** HTML shown after sanitising; the one place the display components set inner HTML. */
export function SafeHtml({ html, className, id }: { html: unknown; className: string; id?: string }) {
  return (
    <div
      id={id}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
