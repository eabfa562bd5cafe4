export { fhirPathQuestionnaire } from '../fhirPath/fhirPathForm.testing';
export { sdcExamples } from './sdcExamples';
export { fhirSchemaErrors } from './validateFhir';
