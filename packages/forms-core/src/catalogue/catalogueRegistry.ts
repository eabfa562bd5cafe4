import type { CatalogueEntry } from './catalogueEntry';
import { resolveCatalogueElType } from './elTypeAliases';
import { activeMedicationsEntry } from './types/activeMedications';
import { assessmentQuestionEntry } from './types/assessmentQuestion';
import { checkboxEntry } from './types/checkbox';
import { crudEntry } from './types/crud';
import { datatableEntry } from './types/datatable';
import { datePickerEntry } from './types/datePicker';
import { documentPickerEntry } from './types/documentPicker';
import { doseSpotActiveMedicationsEntry } from './types/doseSpotActiveMedications';
import { dropdownV1Entry } from './types/dropdownV1';
import { dropdownV2Entry } from './types/dropdownV2';
import { emailInputEntry } from './types/emailInput';
import { emarPatientDispenseReportEntry } from './types/emarPatientDispenseReport';
import { emarPatientVitalsEntry } from './types/emarPatientVitals';
import { emarScheduledTreatmentEventsEntry } from './types/emarScheduledTreatmentEvents';
import { formHeaderEntry } from './types/formHeader';
import { frequencyDurationEntry } from './types/frequencyDuration';
import { htmlEntry } from './types/html';
import { multipleChoiceEntry } from './types/multipleChoice';
import { numberInputEntry } from './types/numberInput';
import { pageBreakEntry } from './types/pageBreak';
import { passwordInputEntry } from './types/passwordInput';
import { patientAllergiesEntry } from './types/patientAllergies';
import { patientDiagnosisCodesEntry } from './types/patientDiagnosisCodes';
import { patientMedicationsEntry } from './types/patientMedications';
import { patientVitalsV1Entry } from './types/patientVitalsV1';
import { patientVitalsV2Entry } from './types/patientVitalsV2';
import { phoneInputEntry } from './types/phoneInput';
import { pictureEntry } from './types/picture';
import { sectionHeaderEntry } from './types/sectionHeader';
import { signatureEntry } from './types/signature';
import { singleChoiceEntry } from './types/singleChoice';
import { tableEntry } from './types/table';
import { textEntry } from './types/text';
import { textareaEntry } from './types/textarea';
import { textInputEntry } from './types/textInput';
import { textInputAiAutofillEntry } from './types/textInputAiAutofill';
import { timePickerEntry } from './types/timePicker';
import { treatmentPlanObjectivesEntry } from './types/treatmentPlanObjectives';

/** Every catalogue entry, in the spec's order; versioned types appear once per version. */
export const catalogueEntries: readonly CatalogueEntry[] = [
  textEntry,
  textInputEntry,
  textInputAiAutofillEntry,
  emailInputEntry,
  phoneInputEntry,
  numberInputEntry,
  passwordInputEntry,
  dropdownV1Entry,
  dropdownV2Entry,
  datePickerEntry,
  timePickerEntry,
  textareaEntry,
  singleChoiceEntry,
  multipleChoiceEntry,
  signatureEntry,
  pictureEntry,
  datatableEntry,
  crudEntry,
  frequencyDurationEntry,
  tableEntry,
  formHeaderEntry,
  sectionHeaderEntry,
  htmlEntry,
  checkboxEntry,
  documentPickerEntry,
  patientVitalsV1Entry,
  patientVitalsV2Entry,
  patientDiagnosisCodesEntry,
  patientAllergiesEntry,
  treatmentPlanObjectivesEntry,
  assessmentQuestionEntry,
  patientMedicationsEntry,
  activeMedicationsEntry,
  pageBreakEntry,
  doseSpotActiveMedicationsEntry,
  emarScheduledTreatmentEventsEntry,
  emarPatientVitalsEntry,
  emarPatientDispenseReportEntry,
];

const entriesByElType = new Map<string, CatalogueEntry[]>();
for (const entry of catalogueEntries) {
  const versions = entriesByElType.get(entry.elType) ?? [];
  versions.push(entry);
  entriesByElType.set(entry.elType, versions);
}

/** All versions of a type (or of an alias of it), oldest first; empty for an unknown type. */
export function getCatalogueVersions(elType: string): readonly CatalogueEntry[] {
  return entriesByElType.get(resolveCatalogueElType(elType)) ?? [];
}

/** The entry of a type at a version, or at its latest version when none is given. */
export function getCatalogueEntry(elType: string, version?: number): CatalogueEntry | undefined {
  const versions = getCatalogueVersions(elType);
  if (version === undefined) return versions.at(-1);
  return versions.find((entry) => entry.version === version);
}
