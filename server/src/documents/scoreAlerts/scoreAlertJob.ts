import { escapeHtml } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { scoreAlerts } from '../../db/schema';
import type { MailJobComposer } from '../../mail/mailJob';

export const scoreAlertJobKind = 'score-alert';

/**
 * The clinician's notice of an alert: that answers need their attention and where to look, never
 * the patient, the form or the answer (a mailbox is not a chart). Skipped when someone already
 * acknowledged the alert. Staff mail is in English, as the staff app's default.
 */
export function scoreAlertJob(deps: { db: Database; publicUrl: string }): MailJobComposer {
  return async ({ to, data }) => {
    const [alert] = await deps.db
      .select({ acknowledgedAt: scoreAlerts.acknowledgedAt })
      .from(scoreAlerts)
      .where(eq(scoreAlerts.id, data.alertId ?? ''));
    if (!alert) return { skip: 'The alert is gone.' };
    if (alert.acknowledgedAt) return { skip: 'The alert was already acknowledged.' };
    const link = `${deps.publicUrl}/staff/alerts`;
    const intro = "A patient's answers on a form need a clinician's attention today.";
    const open = 'Open the alerts in the staff app to see them:';
    return {
      to,
      subject: 'A patient needs your attention',
      text: `${intro}\n\n${open}\n${link}\n`,
      html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(open)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      links: [link],
    };
  };
}
