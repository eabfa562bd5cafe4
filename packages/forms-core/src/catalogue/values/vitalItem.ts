import { z } from 'zod';
import { namedReferenceSchema } from './namedReference';

/** One measured vital sign of a vital record: the sign's name and its value. */
export const vitalItemSchema = z.looseObject({
  vitalSign: namedReferenceSchema.nullish(),
  value: z.union([z.string(), z.number()]).nullish(),
});

/** Who recorded vitals: shown by name only. */
export const vitalUserSchema = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();
