import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import {
  coreFormsDocumentContextSchema,
  coreFormsIgnoredComponentIdsSchema,
  coreFormsOneTimeValuesSchema,
} from '../coreForms/preparedDocument';
import { codedIssue } from '../serverMessages/validationCodes';
import { coreReferenceDocumentCollectionsSchema } from './collections';

/** Shown wherever an e-form link is unknown, expired, revoked or already completed. */
export const coreReferenceEFormExpiredMessage = 'Expired link. Please request a new link and try again.';

/** An e-form link stays valid this long after it is sent. */
export const coreReferenceEFormLinkDays = 7;

const results = z.record(z.string(), z.unknown());

export const coreReferenceEFormSendSchema = z
  .object({
    patientId: z.uuid(),
    documentId: z.uuid().optional(),
    documentGroupId: z.uuid().optional(),
    /** Default: the patient's e-mail address. */
    email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  })
  .refine((body) => (body.documentId === undefined) !== (body.documentGroupId === undefined), {
    ...codedIssue('documentOrGroupRequired'),
    path: ['documentId'],
  })
  .meta({ id: 'CoreReferenceEFormSend' });
export type CoreReferenceEFormSend = z.infer<typeof coreReferenceEFormSendSchema>;

export const coreReferenceEFormSendToAllSchema = z
  .object({
    patientId: z.uuid(),
    email: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  })
  .meta({ id: 'CoreReferenceEFormSendToAll' });
export type CoreReferenceEFormSendToAll = z.infer<typeof coreReferenceEFormSendToAllSchema>;

/** The link that was sent (its code only ever travels in the e-mail). */
export const coreReferenceEFormSentSchema = z
  .object({ id: z.uuid(), email: z.string(), expiresAt: z.string(), documentCount: z.number().int() })
  .meta({ id: 'CoreReferenceEFormSent' });
export type CoreReferenceEFormSent = z.infer<typeof coreReferenceEFormSentSchema>;

/** Path `{id}`: the code from the e-mailed link. */
export const coreReferenceEFormParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const coreReferenceEFormDocumentParamsSchema = z.object({
  id: z.string().min(1).max(200),
  docId: z.uuid(),
});

/** A document to fill through the link, with the form content it is filled against. */
export const coreReferenceEFormDocumentSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    formName: z.string(),
    documentInstructions: z.string(),
    versionId: z.uuid(),
    /** forms-core FormContent of the document's version. */
    content: z.unknown(),
    status: z.string(),
    results,
    /** Bumped by every change of the document; a save names the one it read. */
    rowVersion: z.number().int(),
    effectiveDate: z.string().nullable(),
    episodeOfCareId: z.uuid().nullable(),
    documentGroupId: z.uuid().nullable(),
    context: coreFormsDocumentContextSchema,
    oneTimeValues: coreFormsOneTimeValuesSchema,
    ignoredComponentIds: coreFormsIgnoredComponentIdsSchema,
    /** The clinic's IANA zone for this document: its instants (vital signs' times) read in it. */
    timeZone: z.string(),
  })
  .meta({ id: 'CoreReferenceEFormDocument' });
export type CoreReferenceEFormDocument = z.infer<typeof coreReferenceEFormDocumentSchema>;

export const coreReferenceEFormSchema = z
  .object({
    organizationName: z.string(),
    organizationLogo: z.string().nullable(),
    expiresAt: z.string(),
    documentGroupId: z.uuid().nullable(),
    /** The documents still to fill, oldest first. */
    documents: z.array(coreReferenceEFormDocumentSchema),
    /** The collections their contents reference, for the forms' scope. */
    collections: coreReferenceDocumentCollectionsSchema,
  })
  .meta({ id: 'CoreReferenceEForm' });
export type CoreReferenceEForm = z.infer<typeof coreReferenceEFormSchema>;

/** PATCH EForms/{id}/Document/{docId}: saves the patient's answers; `complete` also validates and completes. */
export const coreReferenceEFormSaveSchema = z
  .object({
    results,
    complete: z.boolean().default(false),
    /** The rowVersion last read: a save over a newer change (staff's, another tab's) is refused with 409. */
    rowVersion: z.number().int().min(1).optional(),
  })
  .meta({ id: 'CoreReferenceEFormSave' });
export type CoreReferenceEFormSave = z.infer<typeof coreReferenceEFormSaveSchema>;

/** PUT EForms/{id}/Document: submits (saves and completes) one document of the link. */
export const coreReferenceEFormSubmitSchema = z
  .object({ documentId: z.uuid(), results })
  .meta({ id: 'CoreReferenceEFormSubmit' });
export type CoreReferenceEFormSubmit = z.infer<typeof coreReferenceEFormSubmitSchema>;

/** PUT EForms/{id}/DocumentGroup: submits every document of the group link together. */
export const coreReferenceEFormGroupSubmitSchema = z
  .object({
    documents: z
      .array(z.object({ documentId: z.uuid(), results }))
      .min(1)
      .max(100),
  })
  .meta({ id: 'CoreReferenceEFormGroupSubmit' });
export type CoreReferenceEFormGroupSubmit = z.infer<typeof coreReferenceEFormGroupSubmitSchema>;

export const coreReferenceEFormDocumentListSchema = z.array(coreReferenceEFormDocumentSchema);

/** A submission the document picker may choose (forms.md "Document picker" value). */
export const coreReferenceEFormPickerDocumentSchema = z
  .object({
    id: z.uuid(),
    status: z.string(),
    versionId: z.uuid(),
    createdAt: z.string(),
    createdBy: z.object({ id: z.uuid(), fullName: z.string(), credentials: z.string() }).nullable(),
    mode: z.string(),
    results,
    score: z.string().nullable(),
    effectiveDate: z.string().nullable(),
  })
  .meta({ id: 'CoreReferenceEFormPickerDocument' });
export type CoreReferenceEFormPickerDocument = z.infer<typeof coreReferenceEFormPickerDocumentSchema>;

/** GET EForms/{id}/QueryResults/{formId}/{episodeOfCareId} */
export const coreReferenceEFormQueryResultsParamsSchema = z.object({
  id: z.string().min(1).max(200),
  formId: z.uuid(),
  episodeOfCareId: z.uuid(),
});

export const coreReferenceEFormCollectionParamsSchema = z.object({
  id: z.string().min(1).max(200),
  collectionId: z.uuid(),
});
export const coreReferenceEFormCollectionNamesSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));

/** What a Form Header component shows: logo, form name, effective date, patient and episode. */
export const coreReferenceEFormHeaderSchema = z
  .object({
    organizationName: z.string(),
    organizationLogo: z.string().nullable(),
    formName: z.string(),
    effectiveDate: z.string().nullable(),
    patient: z.object({
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      mrn: z.string(),
      dateOfBirth: isoDateSchema,
    }),
    episodeOfCare: z.object({ number: z.string(), startDate: isoDateSchema }).nullable(),
  })
  .meta({ id: 'CoreReferenceEFormHeader' });
export type CoreReferenceEFormHeader = z.infer<typeof coreReferenceEFormHeaderSchema>;

/** GET EForms/{id}/FormHeader/{formId}/{episodeOfCareId}: a header for a document not created yet. */
export const coreReferenceEFormFormHeaderParamsSchema = coreReferenceEFormQueryResultsParamsSchema;
