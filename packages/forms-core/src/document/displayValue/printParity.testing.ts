import { component, form, row } from '../../model/buildLayout.testing';
import type { ComponentNode, FormContent, Results } from '../../model/layout';
import type { DocumentLanguage } from '../documentLanguage';

/**
 * One completed document with many component types, and the text each component shows in the
 * viewer's printable form, the printed page and the PDF, in both document languages: the tests of
 * forms-react (PrintableForm), the server's printout and its PDF all check against these texts.
 * Options are stored texts: stored content holds no {value, label} options (those come from
 * `{{collections.name}}`, resolved before display; displayValue's own tests cover them).
 */

/** A 1 × 1 PNG: a raster signature. */
const signatureImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const versioned = (node: ComponentNode, version: number): ComponentNode => ({ ...node, version });

const components: ComponentNode[] = [
  component('SingleChoice1', 'SingleChoice', {
    label: 'Visit type',
    options: ['Follow-up', 'New patient'],
  }),
  component('MultipleChoice1', 'MultipleChoice', {
    label: 'Symptoms',
    options: ['Cough', 'Fatigue', 'Headache'],
  }),
  // The catalogue's default options: stored in English, shown in the document's language.
  component('Dropdown1', 'Dropdown', { label: 'Room', options: ['Option 1', 'Option 2'] }),
  versioned(
    component('Dropdown2', 'Dropdown', {
      label: 'Preferred pharmacy',
      options: ['Main Street Pharmacy'],
      includeOther: true,
    }),
    2,
  ),
  component('DatePicker1', 'DatePicker', { label: 'Seen on' }),
  component('TimePicker1', 'TimePicker', { label: 'Seen at' }),
  component('Checkbox1', 'Checkbox', { label: 'Consent given' }),
  component('Datatable1', 'Datatable', {
    label: 'Blood pressure log',
    columns: [
      { text: 'Day', field: 'Day', type: 'date', options: [] },
      { text: 'At', field: 'At', type: 'time', options: [] },
      { text: 'Reading', field: 'Reading', type: 'plain', options: [] },
      { text: 'Arm', field: 'Arm', type: 'select', options: ['Left', 'Right'] },
    ],
  }),
  component('AssessmentQuestion1', 'AssessmentQuestion', {
    label: 'Mood',
    answers: [
      { text: 'Not at all', value: 0 },
      { text: 'Several days', value: 1 },
    ],
  }),
  component('FrequencyDuration1', 'FrequencyDuration', { label: 'Exercise' }),
  component('PatientAllergies1', 'PatientAllergies', { label: 'Allergies' }),
  component('Signature1', 'Signature', { label: 'Patient signature', type: 'client' }),
];

export const printParityContent: FormContent = form(
  components.map((node, index) => row(`Row${index + 1}`, [node])),
);

export const printParityResults: Results = {
  SingleChoice1: 'Follow-up',
  MultipleChoice1: ['Cough', 'Fatigue'],
  Dropdown1: 'Option 1',
  Dropdown2: { value: null, otherValue: 'Hillside Apothecary' },
  DatePicker1: '2025-04-05',
  TimePicker1: '14:30:00',
  Checkbox1: true,
  Datatable1: [
    { Day: '2025-04-05', At: '09:15:00', Reading: '120/80', Arm: 'Left' },
    { Day: '2025-04-06', Reading: '118/76', Arm: 'Right' },
  ],
  AssessmentQuestion1: { text: 'Several days', value: 1 },
  FrequencyDuration1: 'Twice - per week - 6 months',
  PatientAllergies1: [
    { allergyType: 'Drug', allergen: 'Penicillin', reaction: 'Hives', severity: 'Moderate', allergyId: 1 },
    { allergyType: 'Food', allergen: 'Peanuts', reaction: null, severity: 'Severe', allergyId: 2 },
  ],
  Signature1: {
    signature: signatureImage,
    date: '2025-04-05T10:00:00',
    user: null,
    client: { firstName: 'Alex', middleName: '', lastName: 'Rivera', mrn: 'MRN-1' },
    signedBy: 'Alex Rivera',
  },
};

/** Each component's label and shown text: its words in reading order, separated by single spaces. */
export const printParityTexts: Readonly<
  Record<DocumentLanguage, readonly { id: string; label: string; text: string }[]>
> = {
  en: [
    { id: 'SingleChoice1', label: 'Visit type', text: 'Follow-up' },
    { id: 'MultipleChoice1', label: 'Symptoms', text: 'Cough, Fatigue' },
    { id: 'Dropdown1', label: 'Room', text: 'Option 1' },
    { id: 'Dropdown2', label: 'Preferred pharmacy', text: 'Other: Hillside Apothecary' },
    { id: 'DatePicker1', label: 'Seen on', text: '04/05/2025' },
    { id: 'TimePicker1', label: 'Seen at', text: '02:30 PM' },
    { id: 'Checkbox1', label: 'Consent given', text: 'Yes' },
    {
      id: 'Datatable1',
      label: 'Blood pressure log',
      text: 'Day At Reading Arm Apr 05, 2025 09:15 am 120/80 Left Apr 06, 2025 -- 118/76 Right',
    },
    { id: 'AssessmentQuestion1', label: 'Mood', text: 'Several days' },
    { id: 'FrequencyDuration1', label: 'Exercise', text: 'Twice - per week - 6 months' },
    {
      id: 'PatientAllergies1',
      label: 'Allergies',
      text: 'Allergy Type Allergen Reaction Severity Drug Penicillin Hives Moderate Food Peanuts -- Severe',
    },
    { id: 'Signature1', label: 'Patient signature', text: 'Alex Rivera — 04/05/2025 10:00 AM' },
  ],
  es: [
    { id: 'SingleChoice1', label: 'Visit type', text: 'Follow-up' },
    { id: 'MultipleChoice1', label: 'Symptoms', text: 'Cough, Fatigue' },
    { id: 'Dropdown1', label: 'Room', text: 'Opción 1' },
    { id: 'Dropdown2', label: 'Preferred pharmacy', text: 'Otro: Hillside Apothecary' },
    { id: 'DatePicker1', label: 'Seen on', text: '04/05/2025' },
    { id: 'TimePicker1', label: 'Seen at', text: '02:30 PM' },
    { id: 'Checkbox1', label: 'Consent given', text: 'Sí' },
    {
      id: 'Datatable1',
      label: 'Blood pressure log',
      text: 'Day At Reading Arm abr 05, 2025 09:15 am 120/80 Left abr 06, 2025 -- 118/76 Right',
    },
    { id: 'AssessmentQuestion1', label: 'Mood', text: 'Several days' },
    { id: 'FrequencyDuration1', label: 'Exercise', text: 'Dos veces - por semana - 6 meses' },
    {
      id: 'PatientAllergies1',
      label: 'Allergies',
      text: 'Tipo de alergia Alérgeno Reacción Gravedad Drug Penicillin Hives Moderate Food Peanuts -- Severe',
    },
    { id: 'Signature1', label: 'Patient signature', text: 'Alex Rivera — 04/05/2025 10:00 AM' },
  ],
};

/** Pieces of shown text as one comparable string: runs of white space become one space. */
export function joinedText(pieces: readonly string[]): string {
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}
