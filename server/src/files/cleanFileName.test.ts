import { describe, expect, it } from 'vitest';
import { cleanFileName } from './cleanFileName';

describe('cleanFileName', () => {
  it.each([
    // A right-to-left override makes "invoice‮gnp.exe" read as "invoiceexe.png".
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['report\u2067fdp.exe\u2069.pdf', 'reportfdp.exe.pdf'],
    ['a\u200Bb\u200Cc\u200Dd\u2060e\uFEFF\u00ADf.pdf', 'abcdef.pdf'],
    ['scan\u0000\u0007\u001B\u007F\u0085\u009F.png', 'scan.png'],
    ['line\u2028break\u2029.png', 'linebreak.png'],
    ['hangul\u3164filler\u115F.png', 'hangulfiller.png'],
    ['lone\ud800surrogate.png', 'lonesurrogate.png'],
    ['tag\u{E0041}s.png', 'tags.png'],
    ['C:\\Users\\alex\\insurance card.png', 'insurance card.png'],
    ['../../etc/passwd', 'passwd'],
    ['  spaced  .pdf ', 'spaced  .pdf'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(cleanFileName(sent)).toBe(stored);
  });

  it('keeps every visible character as sent', () => {
    for (const name of [
      'Ñandú名前 (copy 2) – final.pdf',
      'رسالة.pdf',
      'café 😀.png',
      'x+y=z [1] {2} #3 %4 &5.png',
    ]) {
      expect(cleanFileName(name)).toBe(name);
    }
  });

  it('keeps at most 200 characters, never half of one', () => {
    expect(cleanFileName('a'.repeat(300))).toBe('a'.repeat(200));
    expect(cleanFileName(`${'a'.repeat(199)}😀😀`)).toBe(`${'a'.repeat(199)}😀`);
  });

  it('names a file left with nothing "upload"', () => {
    expect(cleanFileName('\u202E\u200B')).toBe('upload');
    expect(cleanFileName('dir/')).toBe('upload');
  });
});
