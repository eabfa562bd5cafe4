import { z } from 'zod';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';
import { coreFormsResultsSchema, coreFormsStoredFileSchema } from '../coreForms/common';
import {
  coreFormsDocumentContextSchema,
  coreFormsIgnoredComponentIdsSchema,
  coreFormsOneTimeValuesSchema,
} from '../coreForms/preparedDocument';
import { coreReferenceDocumentCollectionsSchema } from '../coreReference/collections';

/** A row of the portal's Documents table: name, created, status, sent, sent by. */
export const portalDocumentsListItemSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    /** The form's name. */
    name: z.string(),
    createdAt: z.string(),
    status: z.string(),
    /** When the clinic shared it with the portal ("sent"). */
    sentAt: z.string().nullable(),
    /** The staff member who shared it ("sent by"); null for documents the patient started. */
    sentBy: z.string().nullable(),
    episodeOfCareId: z.uuid().nullable(),
    documentGroupId: z.uuid().nullable(),
    effectiveDate: z.string().nullable(),
    completedAt: z.string().nullable(),
    hasFile: z.boolean(),
  })
  .meta({ id: 'PortalDocumentsListItem' });
export type PortalDocumentsListItem = z.infer<typeof portalDocumentsListItemSchema>;

export const portalDocumentsPageSchema = pagedReplySchema(portalDocumentsListItemSchema).meta({
  id: 'PortalDocumentsPage',
});

/**
 * FindAll and ByEoc: a page of the patient's shared documents, newest first, optionally of one
 * status. The query form has no component id: OpenAPI parameters cannot point at a component.
 */
export const portalDocumentsListQuerySchema = pageRequestSchema.extend({
  status: z.string().trim().min(1).max(50).optional(),
  /**
   * The Documents page's filter: 'pending' is every status but Completed (what still waits for
   * the patient), 'completed' is Completed. Paged on the server, so the total counts the filter.
   */
  state: z.enum(['pending', 'completed']).optional(),
});
export const portalDocumentsListRequestSchema = portalDocumentsListQuerySchema.meta({
  id: 'PortalDocumentsListRequest',
});
export type PortalDocumentsListRequest = z.infer<typeof portalDocumentsListRequestSchema>;

/** GET Documents/{id}: what the e-form viewer needs to show and fill one shared document. */
export const portalDocumentsDocumentSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    formName: z.string(),
    documentInstructions: z.string(),
    versionId: z.uuid(),
    /** The version's builder content (forms-core FormContent) the results are filled against. */
    content: z.unknown(),
    /** The collections that content references, for the form's scope. */
    collections: coreReferenceDocumentCollectionsSchema,
    patientId: z.uuid(),
    /** What the form's text may show of the patient and episode (the Form Header's values). */
    patient: z.object({
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      mrn: z.string(),
      dateOfBirth: z.string(),
    }),
    episodeOfCareId: z.uuid().nullable(),
    episodeOfCare: z.object({ number: z.string() }).nullable(),
    documentGroupId: z.uuid().nullable(),
    status: z.string(),
    /** Completed documents are read-only in the portal. */
    locked: z.boolean(),
    mode: z.string(),
    results: coreFormsResultsSchema,
    bakedLayout: z.unknown(),
    score: z.string().nullable(),
    /** The answers raised an alert (PHQ-9 item 9…): the portal shows the clinic's crisis text. */
    crisisSupport: z.boolean(),
    effectiveDate: z.string().nullable(),
    totalSignatures: z.number().int(),
    completedSignatures: z.number().int(),
    file: coreFormsStoredFileSchema.nullable(),
    sentAt: z.string().nullable(),
    sentBy: z.string().nullable(),
    completedAt: z.string().nullable(),
    /** Send it back with the next save: a save naming an older value is refused with 409. */
    rowVersion: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    context: coreFormsDocumentContextSchema,
    oneTimeValues: coreFormsOneTimeValuesSchema,
    ignoredComponentIds: coreFormsIgnoredComponentIdsSchema,
    /** The clinic's IANA zone (its episode's location, else the patient's): instants show in it. */
    timeZone: z.string(),
  })
  .meta({ id: 'PortalDocumentsDocument' });
export type PortalDocumentsDocument = z.infer<typeof portalDocumentsDocumentSchema>;

/**
 * PATCH Documents/{id} and {id}/SaveAndComplete: the results as the e-form holds them. Values of
 * components the patient may not edit (eFormEditable false) are ignored: the stored ones stay.
 */
export const portalDocumentsSaveSchema = z
  .object({
    results: coreFormsResultsSchema,
    /** The rowVersion last read: a save over a newer change is refused with 409. */
    rowVersion: z.number().int().min(1),
  })
  .meta({ id: 'PortalDocumentsSave' });
export type PortalDocumentsSave = z.infer<typeof portalDocumentsSaveSchema>;

/**
 * PUT Documents/{id} (the client chooses the new document's id) and CreateAndComplete: a new
 * document on the official version of a form the patient's location offers in the portal.
 */
export const portalDocumentsCreateSchema = z
  .object({
    formId: z.uuid(),
    /** Only the components the patient may edit are kept. */
    results: coreFormsResultsSchema.default({}),
    /** One of the patient's episodes of care; default none. */
    episodeOfCareId: z.uuid().nullable().optional(),
  })
  .meta({ id: 'PortalDocumentsCreate' });
export type PortalDocumentsCreate = z.infer<typeof portalDocumentsCreateSchema>;

export const portalDocumentsCreateAndCompleteSchema = portalDocumentsCreateSchema
  .extend({ id: z.uuid().optional() })
  .meta({ id: 'PortalDocumentsCreateAndComplete' });
export type PortalDocumentsCreateAndComplete = z.infer<typeof portalDocumentsCreateAndCompleteSchema>;

/** POST ByEoc/{eocId}/{patientId}: the second id names the patient the episode belongs to. */
export const portalDocumentsByEocParamsSchema = z.object({ eocId: z.uuid(), patientId: z.uuid() });

/** GET Documents/Group/{id}: a document group shared with the portal, its documents in form order. */
export const portalDocumentsGroupSchema = z
  .object({
    id: z.uuid(),
    formGroupId: z.uuid(),
    name: z.string(),
    status: z.string(),
    effectiveDate: z.string().nullable(),
    sentAt: z.string().nullable(),
    documents: z.array(portalDocumentsListItemSchema),
  })
  .meta({ id: 'PortalDocumentsGroup' });
export type PortalDocumentsGroup = z.infer<typeof portalDocumentsGroupSchema>;

/**
 * GET Documents/{id}/DownloadToken, Documents/{id}/PdfDownloadToken and
 * Documents/Group/{id}/PdfDownloadToken: open `url` (no bearer header needed) within five minutes.
 */
export const portalDocumentsDownloadTokenSchema = z
  .object({ token: z.string(), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'PortalDocumentsDownloadToken' });
export type PortalDocumentsDownloadToken = z.infer<typeof portalDocumentsDownloadTokenSchema>;

export const portalDocumentsDownloadParamsSchema = z.object({
  token: z.string().min(1).max(4000),
  id: z.uuid(),
});

/** GET Documents/OfferedForms: a form the patient's location offers to start in the portal. */
export const portalDocumentsOfferedFormSchema = z
  .object({ formId: z.uuid(), name: z.string() })
  .meta({ id: 'PortalDocumentsOfferedForm' });
export type PortalDocumentsOfferedForm = z.infer<typeof portalDocumentsOfferedFormSchema>;
export const portalDocumentsOfferedFormListSchema = z.array(portalDocumentsOfferedFormSchema);
