/**
 * Every component type of the catalogue (spec forms.md section 3). The spec's
 * "TextInput (AI Autofill)" becomes `TextInputAiAutofill` so it can be an id prefix.
 */
export const catalogueElTypes = [
  'Text',
  'TextInput',
  'TextInputAiAutofill',
  'EmailInput',
  'PhoneInput',
  'NumberInput',
  'PasswordInput',
  'Dropdown',
  'DatePicker',
  'TimePicker',
  'Textarea',
  'SingleChoice',
  'MultipleChoice',
  'Signature',
  'Picture',
  'Datatable',
  'Crud',
  'FrequencyDuration',
  'Table',
  'FormHeader',
  'SectionHeader',
  'Html',
  'Checkbox',
  'DocumentPicker',
  'PatientVitals',
  'PatientDiagnosisCodes',
  'PatientAllergies',
  'TreatmentPlanObjectives',
  'AssessmentQuestion',
  'PatientMedications',
  'ActiveMedications',
  'PageBreak',
  'DoseSpotActiveMedications',
  'EmarScheduledTreatmentEvents',
  'EmarPatientVitals',
  'EmarPatientDispenseReport',
] as const;

export type CatalogueElType = (typeof catalogueElTypes)[number];
