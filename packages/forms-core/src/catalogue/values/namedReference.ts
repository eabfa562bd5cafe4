import { z } from 'zod';

/** A lookup reference read for its name (medication.name, medicationRoute.name…). */
export const namedReferenceSchema = z.looseObject({ name: z.string().nullish() });
