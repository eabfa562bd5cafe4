import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../common/calendarDates';
import { codedIssue } from '../serverMessages/validationCodes';

/** A calendar day, YYYY-MM-DD. */
export const coreClinicalDateSchema = isoDateSchema;

/** An instant with its offset, e.g. 2024-05-01T14:30:00.000Z (replies always use Z). */
export const coreClinicalInstantSchema = isoInstantSchema;

/** A lookup item (route, unit, allergen, severity...) as rows show it. */
export const coreClinicalNamedRefSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'CoreClinicalNamedRef' });
export type CoreClinicalNamedRef = z.infer<typeof coreClinicalNamedRefSchema>;

/** The staff user who recorded something. */
export const coreClinicalUserRefSchema = z
  .object({ id: z.uuid(), fullName: z.string() })
  .meta({ id: 'CoreClinicalUserRef' });
export type CoreClinicalUserRef = z.infer<typeof coreClinicalUserRefSchema>;

/** Where a record belongs: an episode of care, or (without one) the patient. */
export const coreClinicalScopeFields = {
  episodeOfCareId: z.uuid().optional(),
  patientId: z.uuid().optional(),
};

export const coreClinicalScopeRequired = {
  check: (body: { episodeOfCareId?: string | undefined; patientId?: string | undefined }) =>
    body.episodeOfCareId !== undefined || body.patientId !== undefined,
  ...codedIssue('episodeOrPatientRequired'),
};

/**
 * The list calls of forms.md section 7 (`{episodeOfCareId}` or `{patientId}`): one episode's
 * records, or every record of the patient when only patientId is given.
 */
export const coreClinicalScopeBodySchema = z
  .object(coreClinicalScopeFields)
  .refine(coreClinicalScopeRequired.check, {
    message: coreClinicalScopeRequired.message,
    params: coreClinicalScopeRequired.params,
    path: ['episodeOfCareId'],
  })
  .meta({ id: 'CoreClinicalScope' });
export type CoreClinicalScopeBody = z.infer<typeof coreClinicalScopeBodySchema>;

/** Searches start at 3 characters after trimming (forms.md section 9); shorter answers an empty list. */
export const coreClinicalSearchMinLength = 3;

export const coreClinicalSearchBodySchema = z
  .object({ searchPhrase: z.string().max(200).default('') })
  .meta({ id: 'CoreClinicalSearch' });
export type CoreClinicalSearchBody = z.infer<typeof coreClinicalSearchBodySchema>;

export const coreClinicalCountReplySchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'CoreClinicalCount' });
export type CoreClinicalCountReply = z.infer<typeof coreClinicalCountReplySchema>;

/** Path parameter `{episodeOfCareId}`. */
export const coreClinicalEpisodeParamsSchema = z.object({ episodeOfCareId: z.uuid() });

/** Path parameter `{patientId}`. */
export const coreClinicalPatientParamsSchema = z.object({ patientId: z.uuid() });

/** A plain-text field of a record: trimmed, bounded. */
export const coreClinicalText = (max: number) => z.string().trim().max(max);
