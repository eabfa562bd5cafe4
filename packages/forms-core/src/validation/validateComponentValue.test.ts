import { describe, expect, it } from 'vitest';
import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import { createComponent } from '../catalogue/createComponent';
import type { Properties } from '../model/layout';
import { errorTexts } from './ruleInputFixture';
import { validateComponentValue } from './validateComponentValue';

const required = 'This field is required';

function check(
  elType: CatalogueElType,
  properties: Properties,
  value: unknown,
  version?: number,
  filling = false,
) {
  const component = createComponent(elType, version);
  Object.assign(component.properties, properties);
  return validateComponentValue(component, value, { filling });
}

describe('validateComponentValue', () => {
  it.each<[CatalogueElType, unknown, number?]>([
    ['TextInput', '  '],
    ['TextInputAiAutofill', null],
    ['EmailInput', ''],
    ['PhoneInput', '+1'],
    ['NumberInput', null],
    ['PasswordInput', undefined],
    ['Dropdown', '', 1],
    ['Dropdown', { value: null, otherValue: '' }, 2],
    ['DatePicker', ''],
    ['TimePicker', ''],
    ['Textarea', ' \n '],
    ['SingleChoice', null],
    ['MultipleChoice', []],
    ['Signature', { signature: '', signedBy: 'Jane' }],
    ['Picture', { picture: null, date: '2024-01-01' }],
    ['Datatable', []],
    ['FrequencyDuration', ' -  - '],
    ['DocumentPicker', null],
    ['AssessmentQuestion', null],
    ['TreatmentPlanObjectives', { document: null }],
    ['ActiveMedications', []],
  ])('a required, empty %s says "This field is required"', (elType, value, version) => {
    expect(errorTexts(check(elType, { required: true }, value, version))).toEqual([required]);
  });

  it.each<[CatalogueElType, unknown, number?]>([
    ['FormHeader', null],
    ['Table', null],
    ['PatientVitals', 'garbage', 1],
    ['PatientVitals', [], 2],
    ['PatientDiagnosisCodes', []],
    ['Crud', 42],
    ['Checkbox', false],
    ['EmarScheduledTreatmentEvents', null],
    ['EmarPatientVitals', null],
    ['EmarPatientDispenseReport', null],
    ['PatientAllergies', null],
    ['Text', null],
    ['Html', null],
    ['SectionHeader', null],
    ['PageBreak', null],
  ])('%s is never validated', (elType, value, version) => {
    expect(errorTexts(check(elType, { required: true }, value, version))).toEqual([]);
  });

  it('requires a Checkbox marked "must be ticked" to be ticked, and nothing of a plain one', () => {
    expect(errorTexts(check('Checkbox', { mustBeTicked: true }, false))).toEqual([
      'Tick this box to continue',
    ]);
    expect(errorTexts(check('Checkbox', { mustBeTicked: true }, undefined))).toEqual([
      'Tick this box to continue',
    ]);
    expect(errorTexts(check('Checkbox', { mustBeTicked: true }, true))).toEqual([]);
    expect(errorTexts(check('Checkbox', { required: true }, undefined))).toEqual([]);
  });

  it('counts 0 as a filled number', () => {
    expect(errorTexts(check('NumberInput', { required: true, minValue: 0 }, 0))).toEqual([]);
  });

  it('checks text length on the trimmed text', () => {
    expect(errorTexts(check('TextInput', { minLength: 3 }, ' ab '))).toEqual([
      'This field length must be greater than 3',
    ]);
    expect(errorTexts(check('Textarea', { maxLength: 5 }, 'abcdef'))).toEqual([
      'This field length must be less than 5',
    ]);
    expect(errorTexts(check('PasswordInput', { minLength: 8 }, 'secret'))).toEqual([
      'This field length must be greater than 8',
    ]);
  });

  it('checks e-mail, phone, number and date formats', () => {
    expect(errorTexts(check('EmailInput', {}, 'nope'))).toEqual([
      'This field must have a valid email format',
    ]);
    expect(errorTexts(check('PhoneInput', {}, '555'))).toEqual(['Invalid phone number']);
    expect(errorTexts(check('NumberInput', { maxValue: 10 }, '11'))).toEqual([
      'This value must be less than or equal to 10',
    ]);
    expect(errorTexts(check('DatePicker', {}, '2023-02-30'))).toEqual([
      'This field must have a valid date format',
    ]);
    expect(errorTexts(check('DatePicker', { minValue: '2024-01-01' }, '2023-12-31'))).toEqual([
      'This date must be greater than 01/01/2024',
    ]);
  });

  it('lets a dropdown v2 pass on its "Other" text alone', () => {
    expect(errorTexts(check('Dropdown', { required: true }, { value: null, otherValue: 'Cat' }, 2))).toEqual(
      [],
    );
  });

  it('limits selections of dropdown v2 and multiple choice, not dropdown v1', () => {
    const limit = 'The maximum number of selected items allowed is 1';
    expect(
      errorTexts(check('Dropdown', { multiselect: true, maxOptions: 1 }, { value: ['a', 'b'] }, 2)),
    ).toEqual([limit]);
    expect(errorTexts(check('MultipleChoice', { maxOptions: 1 }, ['a', 'b']))).toEqual([limit]);
    expect(errorTexts(check('Dropdown', { multiselect: true, maxOptions: 1 }, ['a', 'b'], 1))).toEqual([]);
  });

  it('exempts a required patient signature while filling only', () => {
    const unsigned = { signature: '' };
    expect(
      errorTexts(check('Signature', { required: true, type: 'client' }, unsigned, undefined, true)),
    ).toEqual([]);
    expect(
      errorTexts(check('Signature', { required: true, type: 'client' }, unsigned, undefined, false)),
    ).toEqual([required]);
  });

  it('limits Signed By to 50 characters', () => {
    expect(errorTexts(check('Signature', {}, { signature: 'data:x', signedBy: 'a'.repeat(51) }))).toEqual([
      'This field length must be less than 50',
    ]);
  });

  it('answers a value of the wrong shape with a message', () => {
    expect(errorTexts(check('TextInput', {}, 42))).toEqual(['This field has an invalid value']);
    expect(errorTexts(check('Signature', {}, 'scribble'))).toEqual(['This field has an invalid value']);
    expect(errorTexts(check('Datatable', {}, [1, 2]))).toEqual(['This field has an invalid value']);
    expect(errorTexts(check('NumberInput', {}, 'twelve'))).toEqual(['This field has an invalid value']);
  });

  it('passes a component of a type the catalogue does not know', () => {
    expect(
      validateComponentValue({ elType: 'Mystery', version: 1, properties: { required: true } }, null),
    ).toEqual([]);
  });
});
