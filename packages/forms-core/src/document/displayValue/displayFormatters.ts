import type { CatalogueElType } from '../../catalogue/catalogueElTypes';
import {
  assessmentQuestionDisplay,
  checkboxDisplay,
  dropdownDisplay,
  frequencyDurationDisplay,
  multipleChoiceDisplay,
  singleChoiceDisplay,
} from './choiceDisplays';
import { activeMedicationsDisplay } from './clinical/activeMedicationsDisplay';
import { allergiesDisplay } from './clinical/allergiesDisplay';
import { diagnosisCodesDisplay } from './clinical/diagnosisCodesDisplay';
import { doseSpotDisplay } from './clinical/doseSpotDisplay';
import { emarDispenseDisplay, emarEventsDisplay, emarVitalsDisplay } from './clinical/emarDisplays';
import { patientMedicationsDisplay } from './clinical/patientMedicationsDisplay';
import { treatmentPlanDisplay } from './clinical/treatmentPlanDisplay';
import { vitalsDisplay } from './clinical/vitalsDisplay';
import { crudDisplay } from './crudDisplay';
import { datatableDisplay, tableComponentDisplay } from './dataDisplays';
import type { DisplayFormatter } from './displayValueTypes';
import { documentPickerDisplay } from './documentPickerDisplay';
import {
  datePickerDisplay,
  numberDisplay,
  passwordDisplay,
  phoneDisplay,
  textDisplay,
  timePickerDisplay,
} from './inputDisplays';
import { pictureDisplay, signatureDisplay } from './mediaDisplays';
import {
  formHeaderDisplay,
  htmlDisplay,
  pageBreakDisplay,
  sectionHeaderDisplay,
  textComponentDisplay,
} from './richTextDisplays';

/** One formatter per catalogue type (all versions of a type share it); the compiler requires every type. */
export const displayFormatters: Readonly<Record<CatalogueElType, DisplayFormatter>> = {
  Text: textComponentDisplay,
  TextInput: textDisplay,
  TextInputAiAutofill: textDisplay,
  EmailInput: textDisplay,
  PhoneInput: phoneDisplay,
  NumberInput: numberDisplay,
  PasswordInput: passwordDisplay,
  Dropdown: dropdownDisplay,
  DatePicker: datePickerDisplay,
  TimePicker: timePickerDisplay,
  Textarea: textDisplay,
  SingleChoice: singleChoiceDisplay,
  MultipleChoice: multipleChoiceDisplay,
  Signature: signatureDisplay,
  Picture: pictureDisplay,
  Datatable: datatableDisplay,
  Crud: crudDisplay,
  FrequencyDuration: frequencyDurationDisplay,
  Table: tableComponentDisplay,
  FormHeader: formHeaderDisplay,
  SectionHeader: sectionHeaderDisplay,
  Html: htmlDisplay,
  Checkbox: checkboxDisplay,
  DocumentPicker: documentPickerDisplay,
  PatientVitals: vitalsDisplay,
  PatientDiagnosisCodes: diagnosisCodesDisplay,
  PatientAllergies: allergiesDisplay,
  TreatmentPlanObjectives: treatmentPlanDisplay,
  AssessmentQuestion: assessmentQuestionDisplay,
  PatientMedications: patientMedicationsDisplay,
  ActiveMedications: activeMedicationsDisplay,
  PageBreak: pageBreakDisplay,
  DoseSpotActiveMedications: doseSpotDisplay,
  EmarScheduledTreatmentEvents: emarEventsDisplay,
  EmarPatientVitals: emarVitalsDisplay,
  EmarPatientDispenseReport: emarDispenseDisplay,
};
