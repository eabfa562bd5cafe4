import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../app/appInstance';
import type { Queryable } from '../db/database';
import { organizationSettings, portalLoginPatients, portalLogins } from '../db/schema';
import { jobQueueOf } from '../jobs/serverJobs';
import type { OutgoingMail } from '../mail/mailer';
import { queueMail } from '../mail/mailQueue';

type NoticeLanguage = 'en' | 'es';

/** The notice says only that a message is waiting: never its content, never health information. */
const noticeTexts: Record<NoticeLanguage, (organization: string) => { subject: string; line: string }> = {
  en: (organization) => ({
    subject: `New message from ${organization}`,
    line: `You have a new message from ${organization}. Sign in to the portal to read it.`,
  }),
  es: (organization) => ({
    subject: `Nuevo mensaje de ${organization}`,
    line: `Tiene un nuevo mensaje de ${organization}. Inicie sesión en el portal para leerlo.`,
  }),
};

const fallbackOrganization: Record<NoticeLanguage, string> = { en: 'your clinic', es: 'su clínica' };

export function newMessageNotice(
  to: string,
  language: string,
  organizationName: string,
  publicUrl: string,
): OutgoingMail {
  const lang: NoticeLanguage = language === 'es' ? 'es' : 'en';
  const { subject, line } = noticeTexts[lang](organizationName || fallbackOrganization[lang]);
  const link = `${publicUrl}/signin`;
  return { to, subject, text: `${line}\n\n${link}\n`, links: [link] };
}

/**
 * In the message's transaction: a notice to every portal login of the patient that staff wrote
 * to them, queued with the message so it goes out exactly when the message is stored.
 */
export async function queueNewMessageNotices(deps: AppDeps, tx: Queryable, patientId: string): Promise<void> {
  const [settings] = await tx
    .select({ organizationName: organizationSettings.organizationName })
    .from(organizationSettings)
    .where(eq(organizationSettings.id, 1));
  const logins = await tx
    .select({ email: portalLogins.email, language: portalLogins.language })
    .from(portalLoginPatients)
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(and(eq(portalLoginPatients.patientId, patientId), isNull(portalLogins.deletedAt)));
  for (const login of logins) {
    const notice = newMessageNotice(
      login.email,
      login.language,
      settings?.organizationName ?? '',
      deps.config.publicUrl,
    );
    await queueMail(jobQueueOf(deps), tx, notice);
  }
}
