import { z } from 'zod';
import { coreReferenceDocumentCollectionsSchema } from '../coreReference/collections';

/** GET Catalog/IntakeForms?locationId= */
export const portalCatalogIntakeFormsQuerySchema = z.object({ locationId: z.uuid() });
export type PortalCatalogIntakeFormsQuery = z.infer<typeof portalCatalogIntakeFormsQuerySchema>;

/**
 * One intake form of a location (its forms, then its form groups' forms), on its official
 * version: what the appointment-request wizard shows for filling before the request exists.
 */
export const portalCatalogIntakeFormSchema = z
  .object({
    formId: z.uuid(),
    name: z.string(),
    versionId: z.uuid(),
    /** HTML shown above the form (may be empty); clients sanitise it before showing it. */
    documentInstructions: z.string(),
    /** The version's builder content (forms-core FormContent). */
    content: z.unknown(),
    /** The collections that content references, for the form's scope. */
    collections: coreReferenceDocumentCollectionsSchema,
  })
  .meta({ id: 'PortalCatalogIntakeForm' });
export type PortalCatalogIntakeForm = z.infer<typeof portalCatalogIntakeFormSchema>;
export const portalCatalogIntakeFormListSchema = z.array(portalCatalogIntakeFormSchema);
