import { z } from 'zod';
import { coreFormsResultsSchema } from '../coreForms/common';
import {
  coreFormsDocumentContextSchema,
  coreFormsIgnoredComponentIdsSchema,
  coreFormsOneTimeValuesSchema,
} from '../coreForms/preparedDocument';
import { coreReferenceDocumentCollectionsSchema } from '../coreReference/collections';

/** An intake form filled with one of the patient's appointment requests, with its version content. */
export const portalDocumentsRequestDocumentSchema = z
  .object({
    id: z.uuid(),
    patientRequestId: z.uuid(),
    formId: z.uuid(),
    formName: z.string(),
    versionId: z.uuid(),
    /** The version's builder content (forms-core FormContent). */
    content: z.unknown(),
    /** The collections that content references, for the form's scope. */
    collections: coreReferenceDocumentCollectionsSchema,
    results: coreFormsResultsSchema,
    bakedLayout: z.unknown(),
    score: z.string().nullable(),
    totalSignatures: z.number().int(),
    completedSignatures: z.number().int(),
    order: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    context: coreFormsDocumentContextSchema,
    oneTimeValues: coreFormsOneTimeValuesSchema,
    ignoredComponentIds: coreFormsIgnoredComponentIdsSchema,
  })
  .meta({ id: 'PortalDocumentsRequestDocument' });
export type PortalDocumentsRequestDocument = z.infer<typeof portalDocumentsRequestDocumentSchema>;

const complete = z
  .boolean()
  .default(false)
  .describe(
    'True when the patient is done: the e-form fields are checked (400 with messages per component id).',
  );

/** PUT PatientRequestDocuments/{id}: the answers (only e-form editable fields are kept). */
export const portalDocumentsRequestDocumentUpdateSchema = z
  .object({ results: coreFormsResultsSchema, complete })
  .meta({ id: 'PortalDocumentsRequestDocumentUpdate' });
export type PortalDocumentsRequestDocumentUpdate = z.infer<typeof portalDocumentsRequestDocumentUpdateSchema>;

/** PUT PatientRequestDocuments: an intake form for one of the patient's own, unconfirmed requests. */
export const portalDocumentsRequestDocumentCreateSchema = portalDocumentsRequestDocumentUpdateSchema
  .extend({
    patientRequestId: z.uuid(),
    formId: z.uuid(),
    results: coreFormsResultsSchema.default({}),
    /** Position among the request's documents; default after the last. */
    order: z.number().int().min(0).max(10_000).optional(),
  })
  .meta({ id: 'PortalDocumentsRequestDocumentCreate' });
export type PortalDocumentsRequestDocumentCreate = z.infer<typeof portalDocumentsRequestDocumentCreateSchema>;
