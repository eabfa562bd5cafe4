import Ajv, { type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
// Read as text: typing the 3.4 MB schema as a JSON module would cost the type checker minutes.
import fhirSchemaText from '../test-fixtures/fhir.schema.json?raw';

/**
 * Test support: validates a resource against HL7's FHIR R4 JSON schema (test-fixtures/
 * fhir.schema.json, provenance in its README). Compiled once per process (seconds: every R4
 * resource type); the schema is draft-06 with FHIR's own `discriminator` keyword, so strict mode is off.
 */
/**
 * The vendored file is HL7's 4.0.0 build (test-fixtures/README.md); R4's technical correction
 * 4.0.1 changed no structure but added "4.0.1" to the FHIR version lists, which a 4.0.1 server
 * names in its CapabilityStatement. Only those lists are extended, as they are read.
 */
function addR4TechnicalCorrection(_key: string, value: unknown): unknown {
  return Array.isArray(value) && value.includes('4.0.0') && !value.includes('4.0.1')
    ? [...value, '4.0.1']
    : value;
}

let ajv: Ajv | undefined;
let schemaId = '';
const validators = new Map<string, ValidateFunction>();

function validatorFor(resourceType: string): ValidateFunction | undefined {
  if (!ajv) {
    ajv = new Ajv({ strict: false });
    ajv.addMetaSchema(draft06);
    const { id, ...schema } = JSON.parse(fhirSchemaText, addR4TechnicalCorrection) as { id: string } & Record<
      string,
      unknown
    >;
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
