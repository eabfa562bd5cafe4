import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's codes 0x80 to 0x9F (pdfkit writes the standard fonts' text in it); the rest is Latin-1. */
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? winAnsiHigh[byte - 0x80] : String.fromCharCode(byte)))
    .join('');
}

/** A PDF string operand: <hex> or (literal with escapes). */
function stringOperand(operand: string): string {
  if (operand.startsWith('<')) return decodeWinAnsi(Buffer.from(operand.slice(1, -1), 'hex'));
  const literal = operand.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, escaped: string) => {
    const named: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8));
    return named[escaped] ?? escaped;
  });
  return decodeWinAnsi(Buffer.from(literal, 'latin1'));
}

const stringPattern = /<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g;

/**
 * The text a PDF shows, one piece per text-showing operator (Tj, TJ) in drawing order: what a
 * reader sees, line by line. Reads the content streams pdfkit writes (Flate-compressed, standard
 * fonts); not a general PDF parser.
 */
export function pdfTextPieces(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pieces: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      const operands = operator[1] ?? operator[2] ?? '';
      const text = (operands.match(stringPattern) ?? []).map(stringOperand).join('');
      if (text.trim() !== '') pieces.push(text.trim());
    }
  }
  return pieces;
}
