import {
  coreReferenceOrganizationSettingsPatchSchema,
  coreReferenceOrganizationSettingsSchema,
} from '@clinic/api-contract';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { organizationSettings } from '../../../../db/schema';
import { rejectEmptyPatch } from '../shared/rejectEmptyPatch';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, staffErrorReplies, techStaffErrorReplies } from '../shared/routeSchemaParts';
import {
  organizationSettingsId,
  readOrganizationSettings,
  toOrganizationSettingsDto,
} from './readOrganizationSettings';

const tags = ['core: settings'];

/** GET/PATCH api/core/OrganizationSettings: name, logo, the portal flags and the integrations. */
export async function organizationSettingsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/OrganizationSettings',
    {
      schema: {
        tags,
        summary: 'The organisation name, logo, portal flags and integrations',
        security: bearerSecurity,
        response: { 200: coreReferenceOrganizationSettingsSchema, ...staffErrorReplies },
      },
    },
    async () => readOrganizationSettings(db),
  );

  app.patch(
    '/api/core/OrganizationSettings',
    {
      schema: {
        tags,
        summary: 'Changes the organisation settings (tech staff)',
        description: 'The logo is a PNG, JPEG, GIF, WebP or SVG data URL of at most 512 KB; null removes it.',
        security: bearerSecurity,
        body: coreReferenceOrganizationSettingsPatchSchema,
        response: { 200: coreReferenceOrganizationSettingsSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      rejectEmptyPatch(request.body);
      // The first change of an empty clinic creates the row from the defaults.
      const [row] = await db
        .insert(organizationSettings)
        .values({ ...toOrganizationSettingsDto(undefined), ...request.body, id: organizationSettingsId })
        .onConflictDoUpdate({
          target: organizationSettings.id,
          set: { ...request.body, updatedAt: sql`now()` },
        })
        .returning();
      return toOrganizationSettingsDto(row);
    },
  );
}
