import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { organizationSettings, portalLoginPatients, portalLogins } from '../db/schema';
import type { OutgoingMail } from '../mail/mailer';

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
 * E-mails every portal login of the patient that staff wrote to them. Called after the message
 * is committed; a mail failure is logged, not reported: the message itself is stored.
 */
export async function sendNewMessageNotices(
  deps: AppDeps,
  log: FastifyBaseLogger,
  patientId: string,
): Promise<void> {
  try {
    const [settings] = await deps.db
      .select({ organizationName: organizationSettings.organizationName })
      .from(organizationSettings)
      .where(eq(organizationSettings.id, 1));
    const logins = await deps.db
      .select({ email: portalLogins.email, language: portalLogins.language })
      .from(portalLoginPatients)
      .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
      .where(and(eq(portalLoginPatients.patientId, patientId), isNull(portalLogins.deletedAt)));
    for (const login of logins) {
      await deps.mailer.send(
        newMessageNotice(
          login.email,
          login.language,
          settings?.organizationName ?? '',
          deps.config.publicUrl,
        ),
      );
    }
  } catch (error) {
    log.warn({ err: error }, 'new-message notice not sent');
  }
}
