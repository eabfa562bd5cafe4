import { z } from 'zod';
import { recordIdSchema } from './recordId';

/** A document as picked by the document picker (spec section 3, "Document picker"). */
export const documentValueSchema = z.looseObject({
  id: recordIdSchema,
  status: z.string().nullish(),
  versionId: recordIdSchema.nullish(),
  createdAt: z.string().nullish(),
  createdBy: z
    .looseObject({
      id: recordIdSchema.nullish(),
      fullName: z.string().nullish(),
      credentials: z.string().nullish(),
    })
    .nullish(),
  mode: z.string().nullish(),
  results: z.record(z.string(), z.unknown()).nullish(),
  score: z.union([z.string(), z.number()]).nullish(),
  effectiveDate: z.string().nullish(),
});

/** A treatment plan document is a document that may point to its parent. */
export const treatmentPlanDocumentSchema = documentValueSchema.extend({
  parentDocumentId: recordIdSchema.nullish(),
});
