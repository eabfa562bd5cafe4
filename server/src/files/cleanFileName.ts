/**
 * Characters that change how a name reads without showing: controls (C0, DEL, C1), format
 * characters (bidi overrides and isolates that turn `invoice\u202Egnp.exe` into "invoiceexe.png",
 * zero-width spaces and joiners, soft hyphens, tags), line and paragraph separators, other
 * default-ignorable code points (Hangul fillers, variation selectors) and lone surrogates.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

const maxLength = 200;

/**
 * An uploaded file's name as shown and offered on download: its last path segment as sent, less
 * invisible characters, at most 200 characters (never cutting one in half); "upload" when nothing
 * is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base.replace(invisible, '').trim()].slice(0, maxLength).join('').trim();
  return clean || 'upload';
}
