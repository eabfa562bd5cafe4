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
