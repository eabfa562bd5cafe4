import { billingStatementLineKinds, serverMessageCodes } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { enServerMessages, enStatementLines } from './en/serverMessages';
import { esServerMessages, esStatementLines } from './es/serverMessages';

/**
 * Codes whose English and Spanish may be the same text, with the reason. None today; a code
 * added here must say why (e.g. a brand name), since the same text usually means untranslated.
 */
const sameInBothLanguages: ReadonlySet<string> = new Set<string>([]);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server message catalogues', () => {
  it.each(serverMessageCodes)('%s has a text in English and in Spanish, and they differ', (code) => {
    const en = enServerMessages[code];
    const es = esServerMessages[code];
    expect(en.trim()).not.toBe('');
    expect(es.trim()).not.toBe('');
    if (!sameInBothLanguages.has(code)) expect(es).not.toBe(en);
    // The same values in both: a text never drops the wait or the amount.
    expect(placeholders(es)).toEqual(placeholders(en));
  });

  it('keeps no text for a code the contract no longer has', () => {
    expect(Object.keys(enServerMessages).sort()).toEqual([...serverMessageCodes].sort());
    expect(Object.keys(esServerMessages).sort()).toEqual([...serverMessageCodes].sort());
  });

  it('words every statement line kind but the clinic-named one in both languages', () => {
    for (const kind of billingStatementLineKinds) {
      if (kind === 'other') continue;
      expect(enStatementLines[kind]).not.toBe('');
      expect(esStatementLines[kind]).not.toBe(enStatementLines[kind]);
    }
  });

  it("keeps portal.md section 8's texts verbatim in English", () => {
    expect(enServerMessages.noConnection).toBe('No connection with resources');
    expect(enServerMessages.requestNotCancellable).toBe("Can't cancel this appointment request!");
    expect(enServerMessages.requestAlreadyApproved).toBe(
      'This appointment request has already been approved. To cancel it, please visit the Appointments section!',
    );
  });
});
