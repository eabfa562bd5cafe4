import { z } from 'zod';

/** Server record ids arrive as numbers or strings depending on the entity. */
export const recordIdSchema = z.union([z.string(), z.number()]);
