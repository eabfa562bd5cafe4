export {
  type ActiveMedicationRow,
  activeMedicationTypesOf,
  type MedicationFrequency,
  type MedicationOrderRecord,
  type MedicationSchedule,
  type PrnOrderRecord,
  type ScheduledOrderRecord,
  toActiveMedicationRow,
  WEEK_DAYS,
  type WeekDay,
} from './chart/activeMedicationRows';
export { type AllergyRecord, type AllergyRow, toAllergyRow } from './chart/allergyRows';
export {
  type DiagnosisCategory,
  type DiagnosisCodeRecord,
  type DiagnosisRow,
  icdCodeLabel,
  sortDiagnosisRows,
  toDiagnosisRow,
} from './chart/diagnosisRows';
export { dosageText, type MarRecord, type MarRow, medicationName, toMarRow } from './chart/marRows';
export {
  type ChartVitalRow,
  enabledItems,
  sameVitalRecord,
  toVitalRow,
  type VitalRecord,
  type VitalRow,
  vitalRowCreator,
  vitalRowDate,
} from './chart/vitalRows';
export { type ChartSectionsOptions, chartListsOf, fillChartSections } from './chartSections';
export type { ChartSnapshot } from './chartSnapshot';
export { type ChartList, type ChartRecords, chartSnapshotOf } from './chartSnapshot';
export { checkDocument, type DocumentCheck, type DocumentCheckOptions } from './checkDocument';
export { displayValue } from './displayValue';
export {
  activeMedicationColumns,
  activeMedicationTexts,
  intervalLabel,
  scheduleText,
} from './displayValue/clinical/activeMedicationsDisplay';
export { allergyColumns, allergyColumnTexts } from './displayValue/clinical/allergiesDisplay';
export { diagnosisColumns, diagnosisColumnTexts } from './displayValue/clinical/diagnosisCodesDisplay';
export { doseSpotColumns, doseSpotColumnTexts } from './displayValue/clinical/doseSpotDisplay';
export {
  emarColumnTexts,
  emarDispenseColumns,
  emarEventColumns,
  emarVitalColumns,
  emarVitalRows,
} from './displayValue/clinical/emarDisplays';
export { medicationTerm, medicationTermTexts } from './displayValue/clinical/medicationTerms';
export { marColumns, marColumnTexts } from './displayValue/clinical/patientMedicationsDisplay';
export {
  selectedObjectiveKeys,
  treatmentPlanColumnTexts,
} from './displayValue/clinical/treatmentPlanDisplay';
export { vitalColumns, vitalColumnTexts } from './displayValue/clinical/vitalsDisplay';
export { datatableCell } from './displayValue/dataDisplays';
export { defaultOptionTexts, defaultTextLabel } from './displayValue/defaultOptionTexts';
export { displayDate, displayDateTime } from './displayValue/displayDates';
export { type DisplayColumn, tableDisplay } from './displayValue/displayTable';
export { displayTexts } from './displayValue/displayTexts';
export type {
  DisplayCell,
  DisplayEmpty,
  DisplayHtml,
  DisplayImage,
  DisplayLines,
  DisplayOptions,
  DisplayTable,
  DisplayText,
  DisplayValue,
} from './displayValue/displayValueTypes';
export {
  documentAuthorText,
  documentPickerTexts,
  documentStatusText,
} from './displayValue/documentPickerDisplay';
export { formatPhoneInternational } from './displayValue/inputDisplays';
export type { DocumentClinic, DocumentContext, DocumentEpisode, DocumentPatient } from './documentContext';
export {
  createDocumentEngine,
  type DocumentEngine,
  type DocumentEngineOptions,
  type ValueSource,
} from './documentEngine';
export {
  DOCUMENT_LANGUAGES,
  type DocumentLanguage,
  type DocumentTexts,
  documentLanguageOf,
} from './documentLanguage';
export { type FormHeaderParts, formHeaderHtml, formHeaderParts } from './formHeader';
export { type FormHeaderTexts, formHeaderTexts } from './formHeaderTexts';
export { type FormScope, formScopeOf } from './formScope';
export {
  CHART_SECTION_TYPES,
  type DocumentMode,
  hasEditableComponent,
  isChartSection,
  type MayEditOptions,
  mayEdit,
} from './mayEdit';
export { type PreparedSubmission, prepareSubmission, type SubmissionInput } from './prepareSubmission';
export { referencedCollections } from './referencedCollections';
export { showsRequiredMark } from './requiredMark';
