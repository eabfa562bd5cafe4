import type { AppInstance } from '../../../app/appInstance';
import { documentGroupsAreaRoutes } from './documentGroups';
import { documentInboxRoutes } from './documentInbox/documentInboxRoutes';
import { documentsRoutes } from './documents';
import { formGroupsRoutes } from './formGroups/formGroupsRoutes';
import { formsRoutes } from './forms/formsRoutes';
import { scoringInstructionsRoutes } from './forms/scoringInstructionsRoutes';
import { instrumentScoresRoutes } from './instrumentScores/instrumentScoresRoutes';
import { scoreAlertsRoutes } from './scoreAlerts/scoreAlertsRoutes';
import { versionsRoutes } from './versions/versionsRoutes';

/** api/core Forms, Versions, FormGroups, Documents, DocumentGroups (forms.md section 7). */
export async function coreFormsRoutes(app: AppInstance): Promise<void> {
  await app.register(formsRoutes);
  await app.register(scoringInstructionsRoutes);
  await app.register(versionsRoutes);
  await app.register(formGroupsRoutes);
  await app.register(documentsRoutes);
  await app.register(documentGroupsAreaRoutes);
  await app.register(documentInboxRoutes);
  await app.register(scoreAlertsRoutes);
  await app.register(instrumentScoresRoutes);
}
