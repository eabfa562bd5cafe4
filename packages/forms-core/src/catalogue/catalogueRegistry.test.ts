import { describe, expect, it } from 'vitest';
import {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
} from '../rules/frequencyDurationDefaults';
import { catalogueElTypes } from './catalogueElTypes';
import { catalogueEntries, getCatalogueEntry, getCatalogueVersions } from './catalogueRegistry';
import { checkCataloguePropertyValue } from './checkCataloguePropertyValue';

describe('catalogue registry', () => {
  it('has an entry for every catalogue type', () => {
    expect(new Set(catalogueEntries.map((entry) => entry.elType))).toEqual(new Set(catalogueElTypes));
    expect(catalogueElTypes).toHaveLength(36);
  });

  it('keeps Dropdown and Patient Vitals versions 1 and 2 side by side', () => {
    expect(getCatalogueVersions('Dropdown').map((entry) => entry.version)).toEqual([1, 2]);
    expect(getCatalogueVersions('PatientVitals').map((entry) => entry.version)).toEqual([1, 2]);
    expect(getCatalogueEntry('Dropdown', 1)?.defaults.options).toEqual(['Option 1', 'Option 2']);
    expect(getCatalogueEntry('Dropdown', 2)?.propertyByName.has('includeOther')).toBe(true);
    expect(getCatalogueEntry('Dropdown', 1)?.propertyByName.has('includeOther')).toBe(false);
  });

  it('gives the latest version when none is asked for, and nothing for unknown ones', () => {
    expect(getCatalogueEntry('Dropdown')?.version).toBe(2);
    expect(getCatalogueEntry('Dropdown', 3)).toBeUndefined();
    expect(getCatalogueEntry('Mystery')).toBeUndefined();
  });

  it('finds the Client… names of the copy rules under their Patient… entries', () => {
    expect(getCatalogueEntry('ClientAllergies')?.elType).toBe('PatientAllergies');
    expect(getCatalogueEntry('ClientDiagnosisCodes')?.elType).toBe('PatientDiagnosisCodes');
    expect(getCatalogueVersions('ClientVitals')).toHaveLength(2);
  });

  it('declares each property once, with a label and a default its own check accepts', () => {
    for (const entry of catalogueEntries) {
      const names = entry.properties.map((property) => property.name);
      expect(new Set(names).size, entry.elType).toBe(names.length);
      for (const property of entry.properties) {
        expect(property.label, `${entry.elType}.${property.name}`).not.toBe('');
        expect(
          checkCataloguePropertyValue(property, entry.defaults[property.name]),
          `${entry.elType}.${property.name}`,
        ).toEqual({ ok: true, value: entry.defaults[property.name] });
      }
    }
  });

  it('gives every type the common properties, eFormEditable on by default', () => {
    for (const entry of catalogueEntries) {
      expect(entry.defaults).toMatchObject({
        required: false,
        hideOnView: false,
        excludeFromPasteContent: false,
      });
      if (entry.category !== 'emar') expect(entry.defaults.eFormEditable, entry.elType).toBe(true);
    }
  });

  it.each([
    ['Text', 1, { value: 'Example text' }],
    ['TextInput', 1, { placeholder: 'Write something...', minLength: 0, maxLength: null }],
    ['Textarea', 1, { rows: 4, minLength: 0, maxLength: null, autoHeight: false }],
    ['MultipleChoice', 1, { columnsCount: 1, maxOptions: null }],
    ['Crud', 1, { addRecordLabel: 'Add Record' }],
    ['Signature', 1, { type: 'user' }],
    ['ActiveMedications', 1, { type: 'both', label: 'Active Medications' }],
    ['PatientVitals', 1, { label: 'Patient Vitals' }],
    ['PatientVitals', 2, { label: 'Patient Vitals' }],
    ['PatientMedications', 1, { label: 'Patient Medications' }],
    ['PatientAllergies', 1, { label: 'Patient Allergies' }],
    ['DoseSpotActiveMedications', 1, { label: 'Dose Spot Active Medications', dateFilter: 'all' }],
    ['EmarScheduledTreatmentEvents', 1, { eFormEditable: false, hidden: false, dateFilter: 'currentday' }],
    ['EmarPatientVitals', 1, { eFormEditable: false, hidden: false, dateFilter: 'currentday' }],
    ['EmarPatientDispenseReport', 1, { eFormEditable: false, hidden: false, dateFilter: 'currentday' }],
    [
      'Datatable',
      1,
      {
        columns: [
          { text: 'column1', field: 'column1', type: 'plain', options: [] },
          { text: 'column2', field: 'column2', type: 'plain', options: [] },
          { text: 'column3', field: 'column3', type: 'plain', options: [] },
        ],
      },
    ],
    [
      'FrequencyDuration',
      1,
      {
        frequencyFirstOptions: FREQUENCY_FIRST_DEFAULT_OPTIONS,
        frequencySecondOptions: FREQUENCY_SECOND_DEFAULT_OPTIONS,
        durationOptions: DURATION_DEFAULT_OPTIONS,
      },
    ],
  ])('defaults a new %s (v%i) as the spec says', (elType, version, expected) => {
    expect(getCatalogueEntry(elType, version)?.defaults).toMatchObject(expected);
  });

  it('offers the patient signer as "Patient"', () => {
    const type = getCatalogueEntry('Signature')?.propertyByName.get('type');
    expect(type?.choices).toContainEqual({ value: 'client', label: 'Patient' });
  });

  it.each([
    ['Dropdown', 2, { value: ['a'], otherValue: null }],
    ['Signature', 1, { signature: 'data:', date: '2024-01-01', user: { firstName: 'A' }, signedBy: 'A' }],
    ['Picture', 1, { picture: 'data:', date: '2024-01-01' }],
    ['Datatable', 1, [{ column1: 'x' }]],
    ['AssessmentQuestion', 1, { text: 'Often', value: 3 }],
    ['DocumentPicker', 1, { id: 5, status: 'Completed', createdBy: { id: 1, fullName: 'Dr A' } }],
    [
      'TreatmentPlanObjectives',
      1,
      {
        document: { id: 9, parentDocumentId: null },
        problemObjectives: {},
        selectedObjectives: ['problem_1_objective_2'],
        objectiveDetails: { problem_1_objective_2: 'Walk daily' },
      },
    ],
    ['PatientDiagnosisCodes', 1, [{ id: 1, code: 'F32.9 - Depression', category: 'Primary' }]],
    [
      'PatientVitals',
      2,
      [{ id: 1, effectiveDate: '2024-01-01', items: [{ vitalSign: { name: 'Pulse' }, value: 70 }] }],
    ],
  ])('accepts a typical %s v%i value', (elType, version, value) => {
    expect(getCatalogueEntry(elType, version)?.valueSchema?.safeParse(value).success).toBe(true);
  });
});
