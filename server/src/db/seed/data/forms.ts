import type { InstrumentLanguage } from '@clinic/forms-core';
import type { formCategories } from '../../schema';
import type { ComponentSpec, RowSpec } from '../demo/formContent';

/**
 * The demo forms: those patients fill in (intake, screening, consent) and a clinician document
 * (the progress note, `staffOnly`: every field closed to e-forms, so never offered to patients).
 */
export type FormKey = 'intake' | 'phq9' | 'consent' | 'progressNote';

interface DemoFormSettings {
  name: string;
  category: (typeof formCategories)[number];
  /** The name of the Menus lookup item the form is filed under. */
  menu: string;
  documentInstructions: string;
  staffOnly: boolean;
}

/**
 * A demo form: its rows, or a library instrument added as Forms → "Add from library" adds it
 * (same content, scoring and alerts), under the clinic's own name.
 */
export type DemoForm = DemoFormSettings &
  ({ rows: readonly RowSpec[] } | { instrument: { id: string; language: InstrumentLanguage } });

const sectionHeader = (label: string): RowSpec => [{ elType: 'SectionHeader', properties: { label } }];
const pageBreak: RowSpec = [{ elType: 'PageBreak' }];

const dropdown = (label: string, options: readonly string[], required = false): ComponentSpec => ({
  elType: 'Dropdown',
  version: 2,
  properties: { label, required, options, multiselect: false, maxOptions: 0, includeOther: false },
});

const consentText = [
  '<p>I voluntarily consent to behavioral health assessment and treatment by Riverbend Health.</p>',
  '<p>I understand that treatment may include assessment, individual, family or group therapy, ',
  'and medication management, and that I may ask questions about my care at any time.</p>',
  '<p>I understand that my health information is kept confidential as required by law, except where ',
  'disclosure is required to protect my safety or the safety of others, or is otherwise required by law.</p>',
  '<p>I may withdraw this consent at any time by notifying the clinic in writing.</p>',
].join('');

export const demoForms: Readonly<Record<FormKey, DemoForm>> = {
  intake: {
    name: 'Patient Intake Questionnaire',
    category: 'main',
    menu: 'Intake',
    documentInstructions: 'Please complete both pages before your first visit.',
    staffOnly: false,
    rows: [
      sectionHeader('Patient Information'),
      [
        { elType: 'TextInput', properties: { label: 'First name', required: true } },
        { elType: 'TextInput', properties: { label: 'Last name', required: true } },
      ],
      [
        { elType: 'DatePicker', properties: { label: 'Date of birth', required: true } },
        dropdown('Gender', ['Female', 'Male', 'Non-binary', 'Other', 'Prefer not to say']),
      ],
      [
        { elType: 'EmailInput', properties: { label: 'Email', placeholder: 'name@example.com' } },
        { elType: 'PhoneInput', properties: { label: 'Mobile phone', required: true } },
      ],
      [
        {
          elType: 'TextInput',
          properties: { label: 'Home address', placeholder: 'Street, city, state, ZIP' },
        },
      ],
      sectionHeader('Emergency Contact'),
      [
        { elType: 'TextInput', properties: { label: 'Contact name', required: true } },
        { elType: 'PhoneInput', properties: { label: 'Contact phone', required: true } },
        dropdown('Relationship', ['Spouse', 'Parent', 'Child', 'Sibling', 'Friend', 'Other']),
      ],
      pageBreak,
      sectionHeader('Health History'),
      [
        {
          elType: 'Textarea',
          properties: { label: 'What brings you in today?', required: true, rows: 4 },
        },
      ],
      [
        {
          elType: 'MultipleChoice',
          properties: {
            label: 'In the past month, have you experienced any of the following?',
            options: [
              'Low mood',
              'Anxiety or worry',
              'Trouble sleeping',
              'Changes in appetite',
              'Panic attacks',
            ],
            columnsCount: 2,
          },
        },
      ],
      [
        {
          elType: 'SingleChoice',
          properties: {
            label: 'Have you received mental health treatment before?',
            options: ['Yes', 'No'],
            showInline: true,
            required: true,
          },
        },
        {
          elType: 'NumberInput',
          properties: { label: 'Hours of sleep on a typical night', minValue: 0, maxValue: 24 },
        },
      ],
      [{ elType: 'Textarea', properties: { label: 'Current medications (name, dose, how often)', rows: 3 } }],
      [{ elType: 'Textarea', properties: { label: 'Allergies', rows: 2 } }],
      [
        {
          elType: 'Checkbox',
          properties: {
            label: 'I confirm the information above is accurate to the best of my knowledge',
            required: true,
          },
        },
      ],
    ],
  },
  phq9: {
    name: 'PHQ-9 Depression Screening',
    category: 'main',
    menu: 'Assessments',
    documentInstructions: 'Answer every question about the last two weeks.',
    staffOnly: false,
    instrument: { id: 'phq9', language: 'en' },
  },
  consent: {
    name: 'Consent for Treatment',
    category: 'main',
    menu: 'Consents',
    documentInstructions: 'Read the consent and sign at the bottom.',
    staffOnly: false,
    rows: [
      sectionHeader('Consent for Treatment'),
      [{ elType: 'Text', properties: { value: consentText } }],
      [
        {
          elType: 'Checkbox',
          properties: { label: 'I have read and understand this consent', required: true },
        },
      ],
      [
        {
          elType: 'Signature',
          properties: {
            label: 'Patient or guardian signature',
            type: 'client',
            dateEditable: false,
            required: true,
          },
        },
      ],
    ],
  },
  progressNote: {
    name: 'Progress Note',
    category: 'main',
    menu: 'Clinical Notes',
    documentInstructions: '',
    staffOnly: true,
    rows: [
      [{ elType: 'FormHeader' }],
      sectionHeader('Session'),
      [
        { elType: 'DatePicker', properties: { label: 'Session date', required: true } },
        { elType: 'TimePicker', properties: { label: 'Start time', required: true } },
        { elType: 'TimePicker', properties: { label: 'End time', required: true } },
      ],
      [
        {
          elType: 'SingleChoice',
          properties: {
            label: 'Session format',
            options: ['In person', 'Telehealth'],
            showInline: true,
            required: true,
          },
        },
        dropdown('Risk level', ['Low', 'Moderate', 'High'], true),
      ],
      sectionHeader('SOAP'),
      [{ elType: 'Textarea', properties: { label: 'Subjective', required: true } }],
      [{ elType: 'Textarea', properties: { label: 'Objective', required: true } }],
      [{ elType: 'Textarea', properties: { label: 'Assessment', required: true } }],
      [{ elType: 'Textarea', properties: { label: 'Plan', required: true } }],
      [
        {
          elType: 'MultipleChoice',
          properties: {
            label: 'Interventions used',
            options: [
              'CBT',
              'DBT skills',
              'Motivational interviewing',
              'Psychoeducation',
              'Supportive therapy',
            ],
            columnsCount: 2,
          },
        },
      ],
      [{ elType: 'Signature', properties: { label: 'Clinician signature', type: 'user', required: true } }],
    ],
  },
};
