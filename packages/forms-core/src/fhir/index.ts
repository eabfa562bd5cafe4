export type { ComponentExtension, NotCarried } from './exportItem';
export {
  exportObservation,
  exportObservations,
  type ObservationExportOptions,
  observationId,
} from './exportObservation';
export {
  exportQuestionnaire,
  type QuestionnaireExport,
  type QuestionnaireExportOptions,
  questionnaireName,
} from './exportQuestionnaire';
export { exportResponse, type ResponseExportOptions, responseStatus } from './exportResponse';
export type { FhirPathEvaluator } from './fhirPath/fhirPathEvaluator';
export { FHIR_ENABLED, needsFhirPath } from './fhirPath/fhirPathProperties';
export { loadedFhirPathEvaluator, loadFhirPathEvaluator } from './fhirPath/loadFhirPathEvaluator';
export {
  CLINIC_FHIR_BASE,
  clinicCodeSystems,
  clinicExtensionUrls,
  fhirExtensionUrls,
  LOINC_SYSTEM,
} from './fhirUrls';
export { importQuestionnaire, type QuestionnaireImport } from './importQuestionnaire';
export { type FhirItemMapping, fhirItemMappings } from './itemTypes';
export { questionnaireShapeSchema } from './questionnaireShape';
export { withoutComputedProperties } from './withoutComputedProperties';
