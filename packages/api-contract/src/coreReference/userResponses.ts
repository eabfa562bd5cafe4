import { z } from 'zod';

export const coreReferenceUserResponseSchema = z
  .object({ id: z.uuid(), response: z.string() })
  .meta({ id: 'CoreReferenceUserResponse' });
export type CoreReferenceUserResponse = z.infer<typeof coreReferenceUserResponseSchema>;

export const coreReferenceUserResponseListSchema = z.array(coreReferenceUserResponseSchema);

export const coreReferenceUserResponseCreateSchema = z
  .object({
    formId: z.uuid(),
    componentId: z.string().min(1).max(200),
    /** Stored trimmed, only if not blank and not already listed. */
    response: z.string().max(10_000),
  })
  .meta({ id: 'CoreReferenceUserResponseCreate' });
export type CoreReferenceUserResponseCreate = z.infer<typeof coreReferenceUserResponseCreateSchema>;

export const coreReferenceUserResponseParamsSchema = z.object({
  formId: z.uuid(),
  componentId: z.string().min(1).max(200),
});
