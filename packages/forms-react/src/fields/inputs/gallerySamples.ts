import type { GallerySample } from '../../gallery/gallerySample';

const phq9Answers = [
  { text: 'Not at all', value: 0 },
  { text: 'Several days', value: 1 },
  { text: 'More than half the days', value: 2 },
  { text: 'Nearly every day', value: 3 },
];

/** The input and choice family in the component gallery, with values a clinic would enter. */
export const inputGallerySamples: GallerySample[] = [
  {
    elType: 'TextInput',
    properties: {
      label: 'Chief complaint',
      required: true,
      maxLength: 120,
      responseOptions: ['Follow-up visit', 'Medication refill'],
    },
    value: 'Headaches for two weeks, worse in the morning',
  },
  {
    elType: 'TextInputAiAutofill',
    properties: { label: 'History of present illness', sectionSelected: 'historyOfPresentIllness' },
    value: 'Patient reports intermittent chest tightness on exertion since March; no syncope.',
  },
  { elType: 'EmailInput', properties: { label: 'Patient e-mail' }, value: 'alex.rivera@example.org' },
  { elType: 'PhoneInput', properties: { label: 'Emergency contact phone' }, value: '+1 541 555 0142' },
  {
    elType: 'NumberInput',
    properties: { label: 'Pain score (0-10)', minValue: 0, maxValue: 10 },
    value: 6,
  },
  {
    elType: 'PasswordInput',
    properties: { label: 'Pharmacy portal PIN', minLength: 4, maxLength: 8 },
    value: '4821',
  },
  {
    elType: 'Textarea',
    properties: {
      label: 'Assessment and plan',
      autoHeight: true,
      responseOptions: ['Continue current medications.', 'Return in 4 weeks.'],
    },
    value: 'Tension-type headache.\nStart ibuprofen 400 mg as needed; sleep hygiene reviewed.',
  },
  {
    elType: 'Dropdown',
    version: 1,
    properties: { label: 'Visit type', options: ['New patient', 'Follow-up', 'Telehealth'] },
    value: 'Follow-up',
  },
  {
    elType: 'Dropdown',
    version: 1,
    title: 'Multiselect',
    properties: {
      label: 'Symptoms',
      multiselect: true,
      options: ['Fever', 'Cough', 'Shortness of breath', 'Fatigue'],
    },
    value: ['Cough', 'Fatigue'],
  },
  {
    elType: 'Dropdown',
    version: 2,
    title: 'With "Other"',
    properties: {
      label: 'Preferred pharmacy',
      includeOther: true,
      options: ['Riverbend Pharmacy', 'Main Street Drugs'],
    },
    value: { value: null, otherValue: 'Hillside Apothecary' },
  },
  {
    elType: 'Dropdown',
    version: 2,
    title: 'Multiselect, at most 2',
    properties: {
      label: 'Known allergies',
      multiselect: true,
      maxOptions: 2,
      options: ['Penicillin', 'Latex', 'Peanuts', 'Sulfa drugs'],
      pickerBgColor: '#fff9db',
    },
    value: { value: ['Penicillin', 'Latex'], otherValue: null },
  },
  {
    elType: 'DatePicker',
    properties: { label: 'Date of onset', maxValue: '2030-12-31' },
    value: '2024-03-15',
  },
  { elType: 'TimePicker', properties: { label: 'Last dose taken at' }, value: '08:30:00' },
  {
    elType: 'SingleChoice',
    properties: { label: 'Smoking status', showInline: true, options: ['Never', 'Former', 'Current'] },
    value: 'Former',
  },
  {
    elType: 'MultipleChoice',
    properties: {
      label: 'Family history',
      columnsCount: 2,
      options: ['Diabetes', 'Hypertension', 'Heart disease', 'Cancer', 'Stroke', 'Asthma'],
    },
    value: ['Diabetes', 'Hypertension'],
  },
  {
    elType: 'Checkbox',
    properties: { label: 'Patient consents to telehealth' },
    value: true,
  },
  {
    elType: 'FrequencyDuration',
    properties: { label: 'Therapy sessions' },
    value: 'Once - per week - 6 months',
  },
  {
    elType: 'AssessmentQuestion',
    properties: { label: 'Little interest or pleasure in doing things', answers: phq9Answers },
    value: { text: 'Several days', value: 1 },
  },
];
