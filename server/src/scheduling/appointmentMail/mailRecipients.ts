import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { patients, portalLoginPatients, portalLogins } from '../../db/schema';
import { type MailLanguage, mailLanguageOf } from './mailLanguage';

export interface MailRecipient {
  email: string;
  language: MailLanguage;
}

/** The patient's own request, which its mail answers in the page's language. */
export interface AskingLogin {
  loginId: string;
  language: MailLanguage;
}

/** A chart's preferred language is free text ("Spanish", "es", "Español"). */
const chartLanguage = (preferred: string): MailLanguage =>
  /^(es|spa|espa)/i.test(preferred.trim()) ? 'es' : 'en';

/**
 * Who hears about a patient's appointment: every live portal login linked to the patient, in its
 * saved language (the portal saves it when the patient switches), except the login whose request
 * caused the mail, which is answered in the language of the page it asked from. A patient with no
 * portal login gets the chart's address, in the chart's preferred language.
 */
export async function patientMailRecipients(
  db: Queryable,
  patientId: string,
  asking?: AskingLogin,
): Promise<MailRecipient[]> {
  const logins = await db
    .select({ id: portalLogins.id, email: portalLogins.email, language: portalLogins.language })
    .from(portalLoginPatients)
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(and(eq(portalLoginPatients.patientId, patientId), isNull(portalLogins.deletedAt)))
    .orderBy(portalLogins.email);
  if (logins.length > 0) {
    return logins.map((login) => ({
      email: login.email,
      language: login.id === asking?.loginId ? asking.language : mailLanguageOf(login.language),
    }));
  }
  const [patient] = await db
    .select({ email: patients.email, preferredLanguage: patients.preferredLanguage })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient?.email) return [];
  return [{ email: patient.email, language: asking?.language ?? chartLanguage(patient.preferredLanguage) }];
}

/** The saved language of a login, for a mail staff caused (approval, decline, waitlist offer). */
export async function savedLanguageOf(db: Queryable, loginId: string): Promise<MailLanguage | undefined> {
  const [login] = await db
    .select({ language: portalLogins.language })
    .from(portalLogins)
    .where(eq(portalLogins.id, loginId));
  return login ? mailLanguageOf(login.language) : undefined;
}
