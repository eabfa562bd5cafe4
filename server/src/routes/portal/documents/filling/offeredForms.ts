import type { PortalDocumentsOfferedForm } from '@clinic/api-contract';
import { hasEditableComponent } from '@clinic/forms-core';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { forms, formVersions, locations } from '../../../../db/schema';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';

/**
 * The forms a patient may start in the portal: their location's forms (location.formIds) with an
 * official version that has something the patient can fill in (forms-core hasEditableComponent),
 * by name. The same rule assertFormOfferedAt enforces when one is created.
 */
export async function listOfferedForms(
  db: Queryable,
  locationId: string | null,
): Promise<PortalDocumentsOfferedForm[]> {
  if (!locationId) return [];
  const [location] = await db
    .select({ formIds: locations.formIds })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location || location.formIds.length === 0) return [];
  const rows = await db
    .select({ formId: forms.id, name: forms.name, versionId: formVersions.id, content: formVersions.content })
    .from(forms)
    .innerJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
    .where(
      and(inArray(forms.id, location.formIds), isNull(forms.deletedAt), isNotNull(forms.currentVersionId)),
    )
    .orderBy(asc(forms.name), asc(forms.id));
  return rows
    .filter((row) => hasEditableComponent(loadFormContentOrThrow(row.content, row.versionId), 'e-form'))
    .map(({ formId, name }) => ({ formId, name }));
}
