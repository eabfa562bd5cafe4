import Ajv, { type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json';
// Read as text: typing the 3.4 MB schema as a JSON module would cost the type checker minutes.
import fhirSchemaText from '../test-fixtures/fhir.schema.json?raw';

/**
 * Test support: validates a resource against HL7's FHIR R4 JSON schema (test-fixtures/
 * fhir.schema.json, provenance in its README). Compiled once per process (seconds: every R4
 * resource type); the schema is draft-06 with FHIR's own `discriminator` keyword, so strict mode is off.
 */
let validator: ValidateFunction | undefined;

function compile(): ValidateFunction {
  const ajv = new Ajv({ strict: false });
  ajv.addMetaSchema(draft06);
  const { id, ...schema } = JSON.parse(fhirSchemaText) as { id: string } & Record<string, unknown>;
  // Draft-06 names a schema by `$id`; HL7's file still says `id`.
  return ajv.compile({ ...schema, $id: id });
}

/** The schema's complaints about `resource`, as `path message` lines; empty when it is valid R4. */
export function fhirSchemaErrors(resource: unknown): string[] {
  validator ??= compile();
  if (validator(resource)) return [];
  return (validator.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`.trim());
}
