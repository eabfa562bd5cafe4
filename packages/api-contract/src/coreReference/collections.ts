import { z } from 'zod';

export const coreReferenceCollectionSchema = z
  .object({
    id: z.uuid(),
    /** Referenced from form options as {{collections.name}}. */
    name: z.string(),
    /** The list's values, e.g. [{ text, value }] or plain strings. */
    items: z.array(z.unknown()),
  })
  .meta({ id: 'CoreReferenceCollection' });
export type CoreReferenceCollection = z.infer<typeof coreReferenceCollectionSchema>;

export const coreReferenceCollectionNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/, 'Use letters, digits and _ only, starting with a letter.');

export const coreReferenceCollectionCreateSchema = z
  .object({
    name: coreReferenceCollectionNameSchema,
    items: z.array(z.unknown()).max(10_000).default([]),
  })
  .meta({ id: 'CoreReferenceCollectionCreate' });
export type CoreReferenceCollectionCreate = z.infer<typeof coreReferenceCollectionCreateSchema>;

export const coreReferenceCollectionPatchSchema = z
  .object({ name: coreReferenceCollectionNameSchema, items: z.array(z.unknown()).max(10_000) })
  .partial()
  .meta({ id: 'CoreReferenceCollectionPatch' });
export type CoreReferenceCollectionPatch = z.infer<typeof coreReferenceCollectionPatchSchema>;

export const coreReferenceCollectionNameParamsSchema = z.object({ name: z.string().min(1).max(100) });
export const coreReferenceCollectionNamesSchema = z.array(z.string());

/**
 * The collections a form references ({{collections.name}}), by name, with their items: sent with
 * each document to fill, so the browser puts them in the form's scope. Names no collection has are
 * left out.
 */
export const coreReferenceDocumentCollectionsSchema = z
  .record(z.string(), z.array(z.unknown()))
  .meta({ id: 'CoreReferenceDocumentCollections' });
export type CoreReferenceDocumentCollections = z.infer<typeof coreReferenceDocumentCollectionsSchema>;
