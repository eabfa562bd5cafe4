import fc from 'fast-check';

/** The parts of an OpenAPI 3.1 (JSON Schema) schema the API's zod schemas produce. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

/** What goes into the fields a schema leaves open; every other value follows the schema. */
export interface ExampleFill {
  /** A plain text field (no format, pattern or enum), by property name. */
  text(name: string): string;
  /** A uuid field or parameter. */
  id(name: string): string;
  /** A number field, or undefined for the schema's smallest allowed value. */
  number?(name: string): number | undefined;
  /** A field of any type (document answers and other free JSON). */
  anything(name: string): unknown;
  /** A date or date-time field, or undefined for an ordinary one. */
  date?(format: 'date' | 'date-time'): string | undefined;
}

/**
 * A value that passes `schema`, near enough for a handler to act on it, with the open fields
 * filled by `fill`: the route fuzz test (fuzzCorpus.ts) fills them with patient data, NUL
 * bytes, lone surrogates, huge page numbers or deep nesting.
 */
export function exampleOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  fill: ExampleFill,
  name = '',
  /** The schemas entered on the way here: a recursive one (a layout's rows) is entered once. */
  refs: readonly string[] = [],
): unknown {
  const of = (inner: JsonSchema, innerName = name, innerRefs = refs) =>
    exampleOf(inner, components, fill, innerName, innerRefs);
  const entered = (inner: JsonSchema | undefined) => inner?.$ref !== undefined && refs.includes(inner.$ref);
  if (schema.$ref) {
    return of(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}, name, [
      ...refs,
      schema.$ref,
    ]);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.type !== 'null');
  if (choice) return of(choice);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => of(s)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringExample(schema, fill, name);
    case 'integer':
    case 'number':
      return fill.number?.(name) ?? schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'array':
      if (entered(schema.items)) return [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => of(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!entered(property)) value[key] = of(property, key);
      }
      if (typeof schema.additionalProperties === 'object') {
        value.TextInput1 = of(schema.additionalProperties, 'TextInput1');
      }
      return value;
    }
    default:
      return fill.anything(name);
  }
}

const patternSamples = new Map<string, string>();

function stringExample(schema: JsonSchema, fill: ExampleFill, name: string): string {
  if (schema.format === 'uuid') return fill.id(name);
  if (schema.format === 'date-time') return fill.date?.('date-time') ?? '2030-01-15T10:00:00.000Z';
  if (schema.format === 'email') return 'demo@example.org';
  const text = fill.text(name);
  if (schema.format === 'date') {
    return fill.date?.('date') ?? (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '2030-01-15');
  }
  if (schema.pattern && !new RegExp(schema.pattern).test(text)) {
    // A pattern the fill does not meet (a time, a state code): any text that does.
    let sample = patternSamples.get(schema.pattern);
    if (sample === undefined) {
      [sample = ''] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 });
      patternSamples.set(schema.pattern, sample);
    }
    return sample;
  }
  // Cut from the start: a poison character sits at the end of the text.
  return text.padEnd(schema.minLength ?? 0, '.').slice(-(schema.maxLength ?? Number.POSITIVE_INFINITY));
}
