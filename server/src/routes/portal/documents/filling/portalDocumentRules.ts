import { hasEditableComponent } from '@clinic/forms-core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, refused } from '../../../../app/httpError';
import { portalOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { documents, forms, formVersions, locations, patients } from '../../../../db/schema';
import type { DocumentRow } from '../../../../documents/loadDocument';
import { loadFormContentOrThrow } from '../../../../documents/loadFormContentOrThrow';

export const portalDocumentMessages = {
  completed: 'This document is completed and can no longer be changed.',
  formNotOffered: 'This form is not available in the portal.',
} as const;

/** A patient changes drafts only; a completed document is read-only in the portal (400, not staff's 409). */
export function assertPortalDraft(document: DocumentRow): void {
  if (document.status !== 'Draft') throw refused(400, 'documentCompleted', portalDocumentMessages.completed);
}

/** The location whose forms the patient is offered: the one chosen at sign-in, else the patient's own. */
export async function portalLocationId(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const { patientId, locationId } = portalOf(request);
  if (locationId) return locationId;
  const [patient] = await db
    .select({ locationId: patients.locationId })
    .from(patients)
    .where(eq(patients.id, patientId));
  return patient?.locationId ?? null;
}

/**
 * A patient may fill a new form only when the location offers it (location.formIds) and it has
 * something they can fill in: otherwise 403. An unknown or deleted form is 404.
 */
export async function assertFormOfferedAt(
  db: Queryable,
  formId: string,
  locationId: string | null,
): Promise<void> {
  const [form] = await db
    .select({ currentVersionId: forms.currentVersionId })
    .from(forms)
    .where(and(eq(forms.id, formId), isNull(forms.deletedAt)));
  if (!form) throw notFound();
  const [location] = locationId
    ? await db.select({ formIds: locations.formIds }).from(locations).where(eq(locations.id, locationId))
    : [];
  if (!location?.formIds.includes(formId) || !form.currentVersionId)
    throw refused(403, 'formNotOffered', portalDocumentMessages.formNotOffered);
  const [version] = await db
    .select({ content: formVersions.content })
    .from(formVersions)
    .where(eq(formVersions.id, form.currentVersionId));
  if (
    !version ||
    !hasEditableComponent(loadFormContentOrThrow(version.content, form.currentVersionId), 'e-form')
  ) {
    throw refused(403, 'formNotOffered', portalDocumentMessages.formNotOffered);
  }
}

/** A client-chosen id that names another patient's document is 404, as any id out of reach. */
export async function assertIdFreeForPatient(db: Queryable, id: string, patientId: string): Promise<void> {
  const [existing] = await db
    .select({ patientId: documents.patientId })
    .from(documents)
    .where(eq(documents.id, id));
  if (existing && existing.patientId !== patientId) throw notFound();
}
