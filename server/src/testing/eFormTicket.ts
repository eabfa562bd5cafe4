import { eq } from 'drizzle-orm';
import { eformLinks, patients } from '../db/schema';
import { hashSignInCode } from '../portalAuth/signInCode';
import type { TestApp } from './createTestApp';

/** The code of the newest e-form link in the test mailbox. */
export function lastEFormCode(t: TestApp): string {
  const match = /\/eform\/([A-Za-z0-9_-]+)/.exec(t.sentMail.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no e-form link in the mail');
  return match[1];
}

/**
 * Opens an e-form link as the patient does (EForms/{code}/Session with their date of birth) and
 * returns the ticket the other EForms calls take as `{id}`.
 */
export async function eFormTicket(t: TestApp, code: string): Promise<string> {
  const [row] = await t.database.db
    .select({ dateOfBirth: patients.dateOfBirth })
    .from(eformLinks)
    .innerJoin(patients, eq(patients.id, eformLinks.patientId))
    .where(eq(eformLinks.codeHash, hashSignInCode(code)));
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/core/EForms/${code}/Session`,
    payload: { dateOfBirth: row?.dateOfBirth ?? '' },
  });
  if (opened.statusCode !== 201) throw new Error(`e-form session refused: ${opened.body}`);
  return opened.json<{ ticket: string }>().ticket;
}
