/**
 * Rich text is empty when it shows nothing: no text once tags and non-breaking spaces are
 * removed, and no image. The builder ignores a submit of empty rich text.
 * A plain-text reading of the markup, since forms-core has no DOM.
 */
export function isEmptyRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, ' ');
  return text.trim() === '';
}
