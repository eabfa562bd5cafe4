export { sdcExamples } from './sdcExamples';
export { fhirSchemaErrors } from './validateFhir';
