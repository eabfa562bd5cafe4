import { describe, expect, it } from 'vitest';
import { penicillinAllergy, vitalRecords } from './chart/chartRecords.testing';
import { chartSnapshotOf } from './chartSnapshot';
import { documentForm, part } from './documentFixture.testing';
import { prepareSubmission } from './prepareSubmission';

const context = {
  clinic: { name: 'Riverside Clinic', logo: null },
  formName: 'Consent',
  patient: { firstName: 'Jordan', lastName: 'Lee', mrn: 'MRN-9', dateOfBirth: '1985-01-20' },
  episodeOfCare: null,
  effectiveDate: '2026-11-20',
};

describe('prepareSubmission', () => {
  it('keeps what the caller may not change, reports it, and takes the rest', () => {
    const content = documentForm([
      part('TextInput1', 'TextInput'),
      part('TextInput2', 'TextInput', { readonly: true }),
      part('TextInput3', 'TextInput', { eFormEditable: false }),
      part('FormHeader1', 'FormHeader'),
    ]);
    const prepared = prepareSubmission({
      content,
      stored: { TextInput2: 'kept', TextInput3: 'staff wrote this' },
      sent: {
        TextInput1: 'answer',
        TextInput2: 'forged',
        TextInput3: 'patient wrote this',
        FormHeader1: '<b>not a header</b>',
        Unknown9: 'x',
      },
      mode: 'e-form',
      context,
    });
    expect(prepared.results.TextInput1).toBe('answer');
    expect(prepared.results.TextInput2).toBe('kept');
    expect(prepared.results.TextInput3).toBe('staff wrote this');
    expect(String(prepared.results.FormHeader1)).toContain('Jordan Lee');
    expect(prepared.results).not.toHaveProperty('Unknown9');
    expect(prepared.ignored).toEqual(['TextInput2', 'TextInput3', 'FormHeader1', 'Unknown9']);
    expect(prepared.shapeErrors).toEqual({});
  });

  it('staff may change what the e-form keeps from patients', () => {
    const prepared = prepareSubmission({
      content: documentForm([part('TextInput3', 'TextInput', { eFormEditable: false })]),
      stored: {},
      sent: { TextInput3: 'staff note' },
      mode: 'form-submitter',
    });
    expect(prepared.results.TextInput3).toBe('staff note');
    expect(prepared.ignored).toEqual([]);
  });

  it('judges a field shown by another answer of the same request as shown', () => {
    const prepared = prepareSubmission({
      content: documentForm([
        part('Checkbox1', 'Checkbox'),
        part('TextInput1', 'TextInput', { hidden: '!Checkbox1' }),
      ]),
      stored: {},
      sent: { Checkbox1: true, TextInput1: 'details' },
      mode: 'e-form',
    });
    expect(prepared.results).toMatchObject({ Checkbox1: true, TextInput1: 'details' });
    expect(prepared.ignored).toEqual([]);
  });

  it('refuses a value of the wrong shape, and only for what the caller may change', () => {
    const prepared = prepareSubmission({
      content: documentForm([
        part('Signature1', 'Signature'),
        part('Datatable1', 'Datatable', { readonly: true }),
      ]),
      stored: {},
      sent: { Signature1: 42, Datatable1: 'not rows' },
      mode: 'form-submitter',
    });
    expect(prepared.shapeErrors).toEqual({ Signature1: [{ rule: 'invalidValue' }] });
    expect(prepared.ignored).toEqual(['Datatable1']);
  });

  it('runs the onChange scripts of what changed, but never over what the caller changed', () => {
    const content = documentForm([
      part('Dropdown1', 'Dropdown', {
        options: ['Yes', 'No'],
        onChange: "setValue('TextInput1', 'auto'); setValue('TextInput2', 'auto')",
      }),
      part('TextInput1', 'TextInput'),
      part('TextInput2', 'TextInput', { readonly: true }),
    ]);
    const prepared = prepareSubmission({
      content,
      stored: {},
      sent: { Dropdown1: 'Yes', TextInput1: 'typed after', TextInput2: 'forged' },
      mode: 'form-submitter',
    });
    expect(prepared.results).toMatchObject({
      Dropdown1: 'Yes',
      TextInput1: 'typed after',
      TextInput2: 'auto',
    });
    const untouched = prepareSubmission({
      content,
      stored: {},
      sent: { Dropdown1: 'No' },
      mode: 'form-submitter',
    });
    expect(untouched.results).toMatchObject({ TextInput1: 'auto', TextInput2: 'auto' });
  });

  it("computes values from the document, never from the client, and runs a new document's script", () => {
    const content = documentForm(
      [
        part('NumberInput1', 'NumberInput'),
        part('NumberInput2', 'NumberInput', { value: '{{ NumberInput1 + 1 }}' }),
        part('TextInput1', 'TextInput'),
      ],
      "setValue('TextInput1', 'set up')",
    );
    const prepared = prepareSubmission({
      content,
      stored: {},
      sent: { NumberInput1: 1, NumberInput2: 99 },
      mode: 'form-submitter',
      isNew: true,
    });
    expect(prepared.results).toMatchObject({ NumberInput1: 1, NumberInput2: 2, TextInput1: 'set up' });
  });
});

describe('prepareSubmission with the chart', () => {
  const chart = chartSnapshotOf({ allergies: [penicillinAllergy], vitalRecords });
  const content = documentForm([
    part('PatientAllergies1', 'PatientAllergies'),
    part('PatientVitals1', 'PatientVitals', {}, 2),
    part('TextInput1', 'TextInput'),
  ]);

  it("fills a patient's chart sections from the chart, whatever they sent, and reports it", () => {
    const prepared = prepareSubmission({
      content,
      stored: {},
      sent: { PatientAllergies1: [], TextInput1: 'ok' },
      mode: 'e-form',
      context: { ...context, chart },
    });
    expect(prepared.results.PatientAllergies1).toEqual([expect.objectContaining({ allergen: 'Penicillin' })]);
    expect(prepared.ignored).toEqual(['PatientAllergies1']);
  });

  it("keeps staff's choice of vital record, with the record's content from the chart", () => {
    const forged = [
      { id: 'vital-old', effectiveDate: '2024-05-01T09:00:00.000Z', items: [{ value: '120' }] },
    ];
    const prepared = prepareSubmission({
      content,
      stored: {},
      sent: { PatientVitals1: forged },
      mode: 'form-submitter',
      context: { ...context, chart },
    });
    const [record] = prepared.results.PatientVitals1 as Array<{
      id: string;
      items: Array<{ value: unknown }>;
    }>;
    expect(record?.id).toBe('vital-old');
    expect(record?.items.map((item) => item.value)).toEqual(['98.6']);
    expect(prepared.ignored).toEqual([]);
  });
});
