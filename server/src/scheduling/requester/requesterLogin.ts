import type { RequestLoginLink } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { patients, portalLoginPatients, portalLogins } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { issueRequestCode } from './requestCodes';
import { loginLinkConfirmationMail } from './requesterMail';

/** The portal page an owner's confirmation link opens (apps/portal, /confirm-patient/{code}). */
export const confirmLoginLinkPath = '/confirm-patient/';

export interface RequesterLoginInput {
  requestId: string;
  patientId: string;
  /** The visitor's verified address (lower-cased by the request's schema). */
  email: string;
  /** For a login made now. */
  language: string;
  /** 'existing' when staff chose "link to this patient". */
  chart: 'new' | 'existing';
}

export interface RequesterLoginOutcome {
  loginLink: RequestLoginLink;
  /** The owner's confirmation mail, to send after commit ('awaitingOwner' only). */
  mail: OutgoingMail | null;
}

async function loginOf(tx: Transaction, email: string) {
  const [login] = await tx.select().from(portalLogins).where(eq(portalLogins.email, email)).for('update');
  return login;
}

/**
 * Gives the visitor's verified address portal access to the approved chart, but never adds a
 * patient to a login that already exists without its owner confirming by e-mail:
 * - the login already reaches the chart: nothing to do ('linked');
 * - an existing chart whose address on record is another one: no access ('notLinked'), since
 *   knowing a name and a date of birth must not open someone's chart;
 * - no login for the address: one is made and linked ('linked'; the visitor proved the address);
 * - a live login: its owner is mailed a confirmation link ('awaitingOwner'); a removed one
 *   stays removed ('notLinked').
 */
export async function attachRequesterLogin(
  tx: Transaction,
  publicUrl: string,
  input: RequesterLoginInput,
): Promise<RequesterLoginOutcome> {
  const linked: RequesterLoginOutcome = { loginLink: 'linked', mail: null };
  const notLinked: RequesterLoginOutcome = { loginLink: 'notLinked', mail: null };
  let login = await loginOf(tx, input.email);
  if (login && !login.deletedAt) {
    const [link] = await tx
      .select({ loginId: portalLoginPatients.loginId })
      .from(portalLoginPatients)
      .where(
        and(eq(portalLoginPatients.loginId, login.id), eq(portalLoginPatients.patientId, input.patientId)),
      );
    if (link) return linked;
  }
  if (input.chart === 'existing') {
    const [patient] = await tx
      .select({ email: patients.email })
      .from(patients)
      .where(eq(patients.id, input.patientId));
    if (patient?.email?.trim().toLowerCase() !== input.email) return notLinked;
  }
  if (!login) {
    const [created] = await tx
      .insert(portalLogins)
      .values({ email: input.email, language: input.language })
      .onConflictDoNothing()
      .returning({ id: portalLogins.id });
    if (created) {
      await tx.insert(portalLoginPatients).values({ loginId: created.id, patientId: input.patientId });
      return linked;
    }
    // Another approval made the login meanwhile: it has an owner now.
    login = await loginOf(tx, input.email);
  }
  if (!login || login.deletedAt) return notLinked;
  const code = await issueRequestCode(tx, 'confirmLoginLink', {
    requestId: input.requestId,
    loginId: login.id,
    patientId: input.patientId,
  });
  return {
    loginLink: 'awaitingOwner',
    mail: loginLinkConfirmationMail(
      input.email,
      `${publicUrl}${confirmLoginLinkPath}${code}`,
      login.language,
    ),
  };
}
