import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../common/calendarDates';
import { pageRequestSchema } from '../common/paging';

/** The six form categories of forms.md section 3. */
export const coreFormsCategories = [
  'main',
  'groupSession',
  'masterTreatmentPlan',
  'masterTreatmentPlanReview',
  'doctorOrder',
  'releaseOfInformation',
] as const;
export const coreFormsCategorySchema = z.enum(coreFormsCategories);
export type CoreFormsCategory = z.infer<typeof coreFormsCategorySchema>;

/** Document results: component id to value (forms.md section 3). */
export const coreFormsResultsSchema = z.record(z.string(), z.unknown());

/**
 * An instant: ISO 8601 with an offset, or a bare date (taken as midnight UTC), so a date picker's
 * YYYY-MM-DD and a full timestamp are both accepted and always stored the same way.
 */
export const coreFormsInstantInputSchema = z
  .union([isoInstantSchema, isoDateSchema])
  .transform((value) => (value.length === 10 ? `${value}T00:00:00.000Z` : new Date(value).toISOString()));

/** Who created a document, as the document picker reads it. */
export const coreFormsPersonSchema = z
  .object({ id: z.uuid(), fullName: z.string(), credentials: z.string() })
  .meta({ id: 'CoreFormsPerson' });
export type CoreFormsPerson = z.infer<typeof coreFormsPersonSchema>;

/** An uploaded file as replies show it; the bytes come from Documents/Download/{token}/{id}. */
export const coreFormsStoredFileSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    /** Detected from the content, not from the name. */
    contentType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
  })
  .meta({ id: 'CoreFormsStoredFile' });
export type CoreFormsStoredFile = z.infer<typeof coreFormsStoredFileSchema>;

/** `{ ids }` of bulk calls: at most 200 at a time. */
export const coreFormsIdsBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

/** Path parameters `{eocId}/{x}` where x names the patient the episode belongs to. */
export const coreFormsEpisodePatientParamsSchema = z.object({ eocId: z.uuid(), patientId: z.uuid() });

/** The multipart `File` part, for the OpenAPI document (the server reads it from the stream). */
export const coreFormsFilePartSchema = z
  .string()
  .meta({ format: 'binary', description: 'The file: PDF, PNG, JPEG, GIF, WebP or TIFF; at most 20 MB.' });

/** A list call's body, where no body at all means every default (the first page). */
export function coreFormsOptionalBody<T extends z.ZodObject>(schema: T) {
  return schema.nullable().transform((value): z.output<T> => value ?? schema.parse({}));
}

/** A page request body of list calls. */
export const coreFormsPageBodySchema = coreFormsOptionalBody(
  pageRequestSchema.meta({ id: 'CoreFormsPageRequest' }),
);
