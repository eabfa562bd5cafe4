import type { GallerySample } from '../../gallery/gallerySample';
import { SAMPLE_PICTURE_IMAGE, SAMPLE_SIGNATURE_IMAGE } from './sampleImages';

const contactForm = [
  {
    kind: 'row',
    id: 'CrudRow1',
    version: 1,
    properties: {},
    columns: [
      {
        kind: 'column',
        id: 'CrudRow1Column1',
        version: 1,
        properties: { cols: 6 },
        children: [
          {
            kind: 'component',
            id: 'TextInput1',
            elType: 'TextInput',
            version: 1,
            page: 0,
            properties: { label: 'Name', required: true },
          },
        ],
      },
      {
        kind: 'column',
        id: 'CrudRow1Column2',
        version: 1,
        properties: { cols: 6 },
        children: [
          {
            kind: 'component',
            id: 'TextInput2',
            elType: 'TextInput',
            version: 1,
            page: 0,
            properties: { label: 'Relationship' },
          },
        ],
      },
    ],
  },
];

/** Signature, Picture, Datatable, Crud, Document Picker and the display types, with clinic values. */
export const mediaAndDisplayGallerySamples: GallerySample[] = [
  {
    elType: 'Signature',
    title: 'Clinician signature',
    properties: { label: 'Clinician signature', type: 'user', required: true },
    value: {
      signature: SAMPLE_SIGNATURE_IMAGE,
      date: '2026-03-14T10:32:05',
      user: { firstName: 'Dana', middleName: 'M', lastName: 'Whitfield', credential: 'LCSW' },
      client: null,
      signedBy: 'Dana Whitfield, LCSW',
    },
  },
  {
    elType: 'Signature',
    title: 'Patient signature, not signed yet',
    properties: { label: 'Patient signature', type: 'client', dateEditable: true },
    value: null,
  },
  {
    elType: 'Picture',
    properties: { label: 'Wound photo (left forearm)' },
    value: { picture: SAMPLE_PICTURE_IMAGE, date: '2026-03-14T10:40:12' },
  },
  {
    elType: 'Datatable',
    properties: {
      label: 'Current medications',
      columns: [
        { text: 'Medication', field: 'Medication', type: 'plain', options: [] },
        {
          text: 'Frequency',
          field: 'Frequency',
          type: 'select',
          options: ['Once daily', 'Twice daily', 'As needed'],
        },
        { text: 'Start date', field: 'Startdate', type: 'date', options: [] },
        { text: 'Dose time', field: 'Dosetime', type: 'time', options: [] },
      ],
    },
    value: [
      {
        Medication: 'Sertraline 50 mg',
        Frequency: 'Once daily',
        Startdate: '2026-01-10',
        Dosetime: '08:00:00',
      },
      {
        Medication: 'Ibuprofen 400 mg',
        Frequency: 'As needed',
        Startdate: '2026-02-02',
        Dosetime: '14:30:00',
      },
    ],
  },
  {
    elType: 'Crud',
    properties: {
      label: 'Emergency contacts',
      listHeaderContent: '<p>People we may call in an emergency.</p>',
      formLayout: contactForm,
      removeRecordLabel: 'Remove contact',
    },
    value: [
      { TextInput1: 'Maria Rivera', TextInput2: 'Mother' },
      { TextInput1: 'Luis Rivera', TextInput2: 'Brother' },
    ],
  },
  {
    elType: 'DocumentPicker',
    properties: {
      label: 'Previous assessment',
      formId: 'b6f0c2e4-3f7a-4d55-9a61-0d2f3b7c9e11',
      showEffectiveDate: true,
    },
    value: {
      id: '5d3e8a10-7c2b-4f9e-8b1a-2e6f4c9d0a37',
      status: 'Completed',
      versionId: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
      createdAt: '2026-02-20T15:45:00',
      createdBy: {
        id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
        fullName: 'Dana Whitfield',
        credentials: 'LCSW',
      },
      mode: 'Results',
      results: { TextInput1: 'Reports improved sleep since the last visit.' },
      score: '12',
      effectiveDate: '2026-02-20',
    },
  },
  {
    elType: 'Text',
    properties: {
      value:
        '<p><strong>Before your visit.</strong> Please answer every question as completely as you can; your clinician will review it with you.</p>',
    },
  },
  {
    elType: 'Html',
    properties: {
      value:
        '<h4>Consent to treatment</h4><p>I consent to assessment and treatment by Riverbend Health. I may withdraw consent at any time.</p>',
    },
  },
  { elType: 'SectionHeader', properties: { label: 'Medical history' } },
  {
    elType: 'FormHeader',
    value:
      '<div><p><strong>Riverbend Health</strong></p><p>Initial Assessment · Effective date 03/14/2026</p><p>Alex Rivera · MRN-000123 · EOC-12</p><p>Date of birth 04/12/1990 · Episode start 01/05/2026</p></div>',
  },
  {
    elType: 'Table',
    properties: {
      label: 'Latest vitals',
      columns: [
        { key: 'sign', label: 'Vital sign' },
        { key: 'value', label: 'Value' },
        { key: 'taken', label: 'Taken' },
      ],
      items: [
        { sign: 'Blood pressure', value: '118/76 mmHg', taken: '03/14/2026 09:10 AM' },
        { sign: 'Pulse', value: '72 bpm', taken: '03/14/2026 09:10 AM' },
        { sign: 'Temperature', value: '98.4 °F', taken: '03/14/2026 09:12 AM' },
      ],
    },
  },
  { elType: 'PageBreak' },
];
