/**
 * A spreadsheet opening a cell that starts with one of these runs it as a formula; names and
 * e-mails come from users, so such a cell is written with a leading apostrophe (OWASP's advice).
 */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A table as CSV (RFC 4180: CRLF line ends, quoted where needed), with a byte-order mark so
 * that Excel reads it as UTF-8 (accented names otherwise come out garbled).
 */
export function csvText(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  const lines = rows.map((row) => row.map(cell).join(','));
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
