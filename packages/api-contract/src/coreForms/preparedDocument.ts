import { z } from 'zod';

/**
 * What a document's rules read besides its results (forms-core DocumentContext, without the
 * patient's chart, which stays on the server): the form header and `{{form.x}}` texts are made
 * from it, in the reader's language, by the same pipeline the server runs.
 */
export const coreFormsDocumentContextSchema = z
  .object({
    clinic: z.object({ name: z.string(), logo: z.string().nullable() }).nullable(),
    formName: z.string(),
    patient: z
      .object({
        firstName: z.string(),
        middleName: z.string().nullable(),
        lastName: z.string(),
        mrn: z.string(),
        dateOfBirth: z.string().nullable(),
      })
      .nullable(),
    episodeOfCare: z.object({ number: z.string(), startDate: z.string().nullable() }).nullable(),
    effectiveDate: z.string().nullable(),
  })
  .meta({ id: 'CoreFormsDocumentContext' });
export type CoreFormsDocumentContext = z.infer<typeof coreFormsDocumentContextSchema>;

/** The one-time (`{{:: }}`) values fixed for a document, by forms-core's key: the browser starts with them. */
export const coreFormsOneTimeValuesSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: 'CoreFormsOneTimeValues' });

/**
 * On a save's reply: the components whose sent values were not taken, because the caller may not
 * change them (read-only, hidden, filled from the records, not editable in the e-form); they
 * kept their stored values.
 */
export const coreFormsIgnoredComponentIdsSchema = z.array(z.string()).optional();
