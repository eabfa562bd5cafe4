import type { QuestionnaireItem } from '@medplum/fhirtypes';
import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import type { ComponentNode } from '../model/layout';

export type FhirItemType = QuestionnaireItem['type'];

/**
 * How each catalogue type travels as a Questionnaire item. `carried`: FHIR readers render and
 * answer it as we do; `partial`: the item type fits but part of the component does not (reported
 * as such); `no`: a record-bound or layout component FHIR has no item for: it is exported as a
 * display item holding its label, its whole definition kept in our component extension so our own
 * import restores it, and reported as not carried.
 */
export interface FhirItemMapping {
  type: FhirItemType;
  carried: 'yes' | 'partial' | 'no';
  /** SDC itemControl code, when the type has a specific rendering. */
  control?: string;
}

export const fhirItemMappings: Readonly<Record<CatalogueElType, FhirItemMapping>> = {
  Text: { type: 'display', carried: 'yes' },
  Html: { type: 'display', carried: 'yes' },
  SectionHeader: { type: 'display', carried: 'yes', control: 'header' },
  TextInput: { type: 'string', carried: 'yes' },
  // The autofill assistant is ours; the answer is plain text.
  TextInputAiAutofill: { type: 'string', carried: 'partial' },
  EmailInput: { type: 'string', carried: 'yes' },
  PhoneInput: { type: 'string', carried: 'yes' },
  PasswordInput: { type: 'string', carried: 'partial' },
  NumberInput: { type: 'decimal', carried: 'yes' },
  Dropdown: { type: 'choice', carried: 'yes', control: 'drop-down' },
  SingleChoice: { type: 'choice', carried: 'yes', control: 'radio-button' },
  MultipleChoice: { type: 'choice', carried: 'yes', control: 'check-box' },
  Checkbox: { type: 'boolean', carried: 'yes' },
  DatePicker: { type: 'date', carried: 'yes' },
  TimePicker: { type: 'time', carried: 'yes' },
  Textarea: { type: 'text', carried: 'yes' },
  AssessmentQuestion: { type: 'choice', carried: 'yes', control: 'radio-button' },
  // The three lists are ours; the answer is their joined text.
  FrequencyDuration: { type: 'string', carried: 'partial' },
  // An image drawn on screen: an attachment answer, signer details only in our extension.
  Signature: { type: 'attachment', carried: 'partial' },
  Picture: { type: 'attachment', carried: 'yes' },
  Datatable: { type: 'display', carried: 'no' },
  // A repeating group: the patient adds a record per repetition; list layout and styles are ours.
  Crud: { type: 'group', carried: 'partial' },
  Table: { type: 'display', carried: 'no' },
  FormHeader: { type: 'display', carried: 'no' },
  PageBreak: { type: 'display', carried: 'no' },
  DocumentPicker: { type: 'display', carried: 'no' },
  PatientVitals: { type: 'display', carried: 'no' },
  PatientDiagnosisCodes: { type: 'display', carried: 'no' },
  PatientAllergies: { type: 'display', carried: 'no' },
  TreatmentPlanObjectives: { type: 'display', carried: 'no' },
  PatientMedications: { type: 'display', carried: 'no' },
  ActiveMedications: { type: 'display', carried: 'no' },
  DoseSpotActiveMedications: { type: 'display', carried: 'no' },
  EmarScheduledTreatmentEvents: { type: 'display', carried: 'no' },
  EmarPatientVitals: { type: 'display', carried: 'no' },
  EmarPatientDispenseReport: { type: 'display', carried: 'no' },
};

export function fhirItemMapping(elType: string): FhirItemMapping {
  return (fhirItemMappings as Record<string, FhirItemMapping>)[elType] ?? { type: 'display', carried: 'no' };
}

/** The linkId of a component: the one it was imported with (kept so a re-export answers to it), else its id. */
export function linkIdOf(component: ComponentNode): string {
  const { fhirLinkId } = component.properties;
  return typeof fhirLinkId === 'string' && fhirLinkId !== '' ? fhirLinkId : component.id;
}
