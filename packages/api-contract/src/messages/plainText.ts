import { z } from 'zod';

const tab = 0x09;
const lineFeed = 0x0a;

/** C0 and C1 controls, DEL, and the bidirectional overrides and isolates that can disguise text. */
function isUnsafe(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

/** Keeps tab and line feed (CR LF and lone CR become LF); drops every other unsafe character. */
export function messagesStripControlCharacters(text: string): string {
  let kept = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint === tab || codePoint === lineFeed || !isUnsafe(codePoint)) kept += char;
  }
  return kept;
}

/** One line: line breaks and tabs become spaces, then control characters are dropped. */
export function messagesToSingleLine(text: string): string {
  return messagesStripControlCharacters(text).replace(/[\t\n]+/g, ' ');
}

const measured = (maxLength: number) =>
  z
    .string()
    .min(1, 'This field is required')
    .max(maxLength, `This field length must be less than ${maxLength}`);

/** Plain text shown as text by the apps (never HTML): trimmed, then measured. */
export function messagesPlainText(maxLength: number) {
  return z
    .string()
    .transform((text) => messagesStripControlCharacters(text).trim())
    .pipe(measured(maxLength))
    .describe(`Plain text, 1 to ${maxLength} characters once control characters are removed`);
}

/** A one-line plain text, such as a subject. */
export function messagesPlainLine(maxLength: number) {
  return z
    .string()
    .transform((text) => messagesToSingleLine(text).trim())
    .pipe(measured(maxLength))
    .describe(`One line of plain text, 1 to ${maxLength} characters`);
}
