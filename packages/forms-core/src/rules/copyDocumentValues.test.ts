import { describe, expect, it } from 'vitest';
import { component, form, row } from '../model/buildLayout.testing';
import { copyDocumentValues } from './copyDocumentValues';

const content = form([
  row('Row1', [
    component('TextInput1', 'TextInput'),
    component('TextInput2', 'TextInput', { excludeFromPasteContent: true }),
    component('Signature1', 'Signature'),
  ]),
  row('Row2', [
    component('PatientAllergies1', 'PatientAllergies'),
    component('ClientVitals1', 'ClientVitals'),
    component('PatientDiagnosisCodes1', 'PatientDiagnosisCodes'),
    component('TreatmentPlanObjectives1', 'TreatmentPlanObjectives'),
    component('Textarea1', 'Textarea'),
  ]),
]);

const results = {
  TextInput1: 'Anxious',
  TextInput2: 'Only for this visit',
  Signature1: { signature: 'data:image/png;base64,AAA' },
  PatientAllergies1: [{ allergen: 'Peanuts' }],
  ClientVitals1: [{ value: 120 }],
  PatientDiagnosisCodes1: [{ code: 'F41.1' }],
  TreatmentPlanObjectives1: { selectedObjectives: {} },
  Textarea1: null,
};

describe('copyDocumentValues', () => {
  const clipboard = copyDocumentValues(content, results, 'form-1', 'version-2');

  it('records the form and version the values come from', () => {
    expect(clipboard).toMatchObject({ formId: 'form-1', versionId: 'version-2' });
  });

  it('leaves out signatures, allergies, diagnosis codes, vitals and treatment plan objectives, either spelling', () => {
    expect(Object.keys(clipboard.values)).toEqual(['TextInput1', 'TextInput2', 'Textarea1']);
  });

  it('marks values of components flagged excludeFromPasteContent', () => {
    expect(clipboard.values.TextInput1).toEqual({ value: 'Anxious', excludeFromPasteContent: false });
    expect(clipboard.values.TextInput2).toEqual({
      value: 'Only for this visit',
      excludeFromPasteContent: true,
    });
  });

  it('copies an empty answer as empty but skips components without a result', () => {
    const partial = copyDocumentValues(content, { Textarea1: null }, 'form-1', 'version-2');
    expect(partial.values).toEqual({ Textarea1: { value: null, excludeFromPasteContent: false } });
  });
});
