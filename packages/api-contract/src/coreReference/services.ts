import { z } from 'zod';

export const coreReferenceServiceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    durationMinutes: z.number().int(),
  })
  .meta({ id: 'CoreReferenceService' });
export type CoreReferenceService = z.infer<typeof coreReferenceServiceSchema>;

const serviceFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000),
  /** Appointment length: 5 minutes to 8 hours. */
  durationMinutes: z.number().int().min(5).max(480),
};

export const coreReferenceServiceCreateSchema = z
  .object({ ...serviceFields, description: serviceFields.description.default('') })
  .meta({ id: 'CoreReferenceServiceCreate' });
export type CoreReferenceServiceCreate = z.infer<typeof coreReferenceServiceCreateSchema>;

export const coreReferenceServicePatchSchema = z
  .object(serviceFields)
  .partial()
  .meta({ id: 'CoreReferenceServicePatch' });
export type CoreReferenceServicePatch = z.infer<typeof coreReferenceServicePatchSchema>;

export const coreReferencePlaceOfServiceSchema = z
  .object({
    id: z.uuid(),
    locationId: z.uuid(),
    /** CMS place-of-service code, e.g. "11" (office) or "02" (telehealth). */
    code: z.string(),
    name: z.string(),
  })
  .meta({ id: 'CoreReferencePlaceOfService' });
export type CoreReferencePlaceOfService = z.infer<typeof coreReferencePlaceOfServiceSchema>;

const placeFields = {
  locationId: z.uuid(),
  code: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'The code must be two digits (CMS place of service).'),
  name: z.string().trim().min(1).max(200),
};

export const coreReferencePlaceOfServiceCreateSchema = z
  .object(placeFields)
  .meta({ id: 'CoreReferencePlaceOfServiceCreate' });
export type CoreReferencePlaceOfServiceCreate = z.infer<typeof coreReferencePlaceOfServiceCreateSchema>;

export const coreReferencePlaceOfServicePatchSchema = z
  .object({ code: placeFields.code, name: placeFields.name })
  .partial()
  .meta({ id: 'CoreReferencePlaceOfServicePatch' });
export type CoreReferencePlaceOfServicePatch = z.infer<typeof coreReferencePlaceOfServicePatchSchema>;

/** GET api/core/PlacesOfService?locationId= */
export const coreReferencePlacesOfServiceQuerySchema = z.object({ locationId: z.uuid() });
