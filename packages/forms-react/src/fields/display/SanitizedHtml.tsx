import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  html: unknown;
  className: string;
  id?: string;
}

/**
 * HTML shown after sanitising; the one place the display components set inner HTML. It brings
 * DOMPurify: code already loaded lazily uses it directly, the rest goes through SafeHtml.
 */
export function SanitizedHtml({ html, className, id }: SafeHtmlProps) {
  return (
    <div
      id={id}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
