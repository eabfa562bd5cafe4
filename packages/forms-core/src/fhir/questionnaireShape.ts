import { z } from 'zod';

const itemTypes = [
  'group',
  'display',
  'boolean',
  'decimal',
  'integer',
  'date',
  'dateTime',
  'time',
  'string',
  'text',
  'url',
  'choice',
  'open-choice',
  'attachment',
  'reference',
  'quantity',
  'question',
] as const;

const extensionSchema = z.looseObject({ url: z.string().min(1) });
const extensionsSchema = z.array(extensionSchema).optional();
const codingSchema = z.looseObject({
  system: z.string().optional(),
  code: z.string().optional(),
  display: z.string().optional(),
  extension: extensionsSchema,
});

interface ItemShape {
  linkId: string;
  type: (typeof itemTypes)[number];
  item?: ItemShape[];
  [key: string]: unknown;
}

const itemSchema: z.ZodType<ItemShape> = z.lazy(() =>
  z.looseObject({
    linkId: z.string().min(1),
    type: z.enum(itemTypes),
    text: z.string().optional(),
    required: z.boolean().optional(),
    readOnly: z.boolean().optional(),
    repeats: z.boolean().optional(),
    maxLength: z.number().int().optional(),
    code: z.array(codingSchema).optional(),
    extension: extensionsSchema,
    answerValueSet: z.string().optional(),
    answerOption: z
      .array(z.looseObject({ valueCoding: codingSchema.optional(), extension: extensionsSchema }))
      .optional(),
    initial: z.array(z.looseObject({ valueCoding: codingSchema.optional() })).optional(),
    enableWhen: z
      .array(
        z.looseObject({
          question: z.string().min(1),
          operator: z.enum(['exists', '=', '!=', '>', '<', '>=', '<=']),
          answerCoding: codingSchema.optional(),
        }),
      )
      .optional(),
    enableBehavior: z.enum(['all', 'any']).optional(),
    item: z.array(itemSchema).optional(),
  }),
) as z.ZodType<ItemShape>;

/**
 * The shape of a Questionnaire as the import reads it (R4's structure for the elements it uses;
 * any other element passes through): a body of another shape is refused with where it differs,
 * never half-read.
 */
export const questionnaireShapeSchema = z.looseObject({
  resourceType: z.literal('Questionnaire'),
  // Required by R4 (1..1): a Questionnaire without its publication status is not one.
  status: z.enum(['draft', 'active', 'retired', 'unknown']),
  title: z.string().optional(),
  name: z.string().optional(),
  extension: extensionsSchema,
  contained: z.array(z.looseObject({ resourceType: z.string(), id: z.string().optional() })).optional(),
  item: z.array(itemSchema).optional(),
});
