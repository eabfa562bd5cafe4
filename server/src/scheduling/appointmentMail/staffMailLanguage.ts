import type { Queryable } from '../../db/database';
import type { AppointmentRequestRow } from '../appointmentRequestsWithNames';
import { type MailLanguage, mailLanguageOf } from './mailLanguage';
import { savedLanguageOf } from './mailRecipients';

/**
 * The language of a mail staff cause about a request: the requesting login's saved language,
 * else (a visitor, who has no saved language) the language of the page they asked from.
 */
export async function staffMailLanguage(db: Queryable, row: AppointmentRequestRow): Promise<MailLanguage> {
  const saved = row.loginId ? await savedLanguageOf(db, row.loginId) : undefined;
  return saved ?? mailLanguageOf(row.language);
}
