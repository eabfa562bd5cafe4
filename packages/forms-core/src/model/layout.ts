import { z } from 'zod';
import { formScoringSchema } from '../scoring/scoringModel';
import { formTranslationsSchema } from '../translations/formTranslations';

/**
 * The builder layout (spec forms.md section 3, "Form and document entities"):
 * a form is rows; a row holds columns (width 1 to 12); a column holds components
 * or a nested layout (rows). Row, column and component each have id, properties
 * and version. Every node carries `kind` so a tree walk never has to guess.
 */

/** Properties are an open record: each catalogue type declares its own in the registry. */
export const propertiesSchema = z.record(z.string(), z.unknown());
export type Properties = Record<string, unknown>;

export const componentNodeSchema = z.object({
  kind: z.literal('component'),
  /** The type name plus a number, e.g. "TextInput3". */
  id: z.string().min(1),
  /** The catalogue type, e.g. "TextInput", "Dropdown". */
  elType: z.string().min(1),
  /** Catalogue type version (Dropdown 1 or 2, Patient Vitals 1 or 2); 1 when a type has one version. */
  version: z.number().int().min(1).default(1),
  /** Zero-based page the component sits on; assigned by paging. */
  page: z.number().int().min(0).default(0),
  properties: propertiesSchema.default({}),
});

export interface ComponentNode {
  kind: 'component';
  id: string;
  elType: string;
  version: number;
  page: number;
  properties: Properties;
}

export interface ColumnNode {
  kind: 'column';
  id: string;
  version: number;
  /** `cols` (1 to 12) lives in properties, like every other layout setting. */
  properties: Properties & { cols: number };
  children: Array<ComponentNode | RowNode>;
}

export interface RowNode {
  kind: 'row';
  id: string;
  version: number;
  /** `idSuffix`, when set, shows the row on every page (spec: "unless an id suffix is set"). */
  properties: Properties;
  columns: ColumnNode[];
}

export const rowNodeSchema: z.ZodType<RowNode> = z.lazy(() =>
  z.object({
    kind: z.literal('row'),
    id: z.string().min(1),
    version: z.number().int().min(1).default(1),
    properties: propertiesSchema.default({}),
    columns: z.array(columnNodeSchema),
  }),
) as z.ZodType<RowNode>;

export const columnNodeSchema: z.ZodType<ColumnNode> = z.lazy(() =>
  z.object({
    kind: z.literal('column'),
    id: z.string().min(1),
    version: z.number().int().min(1).default(1),
    properties: z.looseObject({ cols: z.number().int().min(1).max(12) }),
    children: z.array(z.union([componentNodeSchema, rowNodeSchema])),
  }),
) as z.ZodType<ColumnNode>;

export const modalSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof modalSizes)[number];

/** Form defaults (spec section 3 "Form defaults"). */
export const formDefaultsSchema = z.object({
  script: z.string().default(''),
  scoreFunctionBody: z.string().default(''),
  treatmentPlanObjectivesMap: z.record(z.string(), z.unknown()).default({}),
  hideViewSeparationLines: z.boolean().default(false),
  style: z.string().default(''),
  modalSize: z.enum(modalSizes).default('lg'),
});
export type FormDefaults = z.infer<typeof formDefaultsSchema>;

/** The content of a form version: what the builder edits and the viewer renders. */
export const formContentSchema = z.object({
  rows: z.array(rowNodeSchema).default([]),
  defaults: formDefaultsSchema.default(formDefaultsSchema.parse({})),
  /** Declarative scoring (a library instrument's, or an author's); without it, scoreFunctionBody or Assessment sums. */
  scoring: formScoringSchema.optional(),
  /** Elements and extensions of an imported FHIR Questionnaire we do not model, exported again as they came. */
  fhir: z.record(z.string(), z.unknown()).optional(),
  /** The form's texts in languages besides English (../translations). */
  translations: formTranslationsSchema.optional(),
});
export type FormContent = z.infer<typeof formContentSchema>;

/** Document results: component id to value. */
export type Results = Record<string, unknown>;
