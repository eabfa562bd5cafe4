import { z } from 'zod';

const results = z.record(z.string(), z.unknown());

/** A form filled with an appointment or registration request (forms.md "Patient intake document"). */
export const coreReferencePatientRequestDocumentSchema = z
  .object({
    id: z.uuid(),
    patientRequestId: z.uuid(),
    formId: z.uuid(),
    formName: z.string(),
    versionId: z.uuid(),
    results,
    bakedLayout: z.unknown().nullable(),
    score: z.string().nullable(),
    totalSignatures: z.number().int(),
    completedSignatures: z.number().int(),
    order: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CoreReferencePatientRequestDocument' });
export type CoreReferencePatientRequestDocument = z.infer<typeof coreReferencePatientRequestDocumentSchema>;

/** The signature counts are not sent: the server counts them from the results. */
const editableFields = {
  results,
  bakedLayout: z.unknown().nullable(),
  /** Default: computed from the form's score function or assessment questions, when it has one. */
  score: z.string().max(100).nullable(),
  /** Position among the request's documents. */
  order: z.number().int().min(0).max(10_000),
};

export const coreReferencePatientRequestDocumentCreateSchema = z
  .object({
    patientRequestId: z.uuid(),
    formId: z.uuid(),
    /** Default: the form's official version. */
    versionId: z.uuid().optional(),
    ...editableFields,
  })
  .partial({ results: true, bakedLayout: true, score: true, order: true })
  .meta({ id: 'CoreReferencePatientRequestDocumentCreate' });
export type CoreReferencePatientRequestDocumentCreate = z.infer<
  typeof coreReferencePatientRequestDocumentCreateSchema
>;

/** PUT PatientRequestDocuments/{id}: replaces the answers; fields left out keep their value. */
export const coreReferencePatientRequestDocumentUpdateSchema = z
  .object(editableFields)
  .partial()
  .required({ results: true })
  .meta({ id: 'CoreReferencePatientRequestDocumentUpdate' });
export type CoreReferencePatientRequestDocumentUpdate = z.infer<
  typeof coreReferencePatientRequestDocumentUpdateSchema
>;
