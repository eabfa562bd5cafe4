import { describe, expect, it } from 'vitest';
import { createDocumentEngine } from './documentEngine';
import { documentForm, part } from './documentFixture.testing';

const patientContext = {
  clinic: { name: 'Riverside Clinic', logo: null },
  formName: 'Intake',
  patient: { firstName: 'Alex', lastName: 'Rivera', mrn: 'MRN-1', dateOfBirth: '1990-04-12' },
  episodeOfCare: { number: 'EOC-7', startDate: '2026-01-05' },
  effectiveDate: '2026-11-20',
};

describe('createDocumentEngine', () => {
  it('resolves computed properties from the form scope and the collections', () => {
    const engine = createDocumentEngine({
      content: documentForm([
        part('TextInput1', 'TextInput', { label: 'Notes for {{ form.patientName }}' }),
        part('SingleChoice1', 'SingleChoice', { options: '{{collections.Colours}}' }),
      ]),
      context: { ...patientContext, collections: { Colours: ['Red', 'Blue'] } },
    });
    expect(engine.getProperties('TextInput1').label).toBe('Notes for Alex Rivera');
    expect(engine.getProperties('SingleChoice1').options).toEqual(['Red', 'Blue']);
  });

  it("recomputes only a change's dependants, and keeps untouched properties the same objects", () => {
    const engine = createDocumentEngine({
      content: documentForm([
        part('NumberInput1', 'NumberInput'),
        part('NumberInput2', 'NumberInput', { value: '{{ NumberInput1 * 2 }}', readonly: true }),
        part('TextInput1', 'TextInput', { label: '{{ TextInput2 }}' }),
        part('TextInput2', 'TextInput'),
      ]),
    });
    const labelBefore = engine.getProperties('TextInput1');
    const changed = engine.setValue('NumberInput1', 4);
    expect([...changed].sort()).toEqual(['NumberInput1', 'NumberInput2']);
    expect(engine.getValue('NumberInput2')).toBe(8);
    expect(engine.getProperties('TextInput1')).toBe(labelBefore);
  });

  it("runs a user's change's onChange script, and no script for values loaded or set by scripts", () => {
    const engine = createDocumentEngine({
      content: documentForm([
        part('Dropdown1', 'Dropdown', {
          options: ['Yes', 'No'],
          onChange: "setValue('TextInput1', value == 'Yes' ? 'Allergic' : '')",
        }),
        part('TextInput1', 'TextInput', { onChange: "setValue('TextInput2', 'never')" }),
        part('TextInput2', 'TextInput'),
      ]),
    });
    expect(engine.setValue('Dropdown1', 'Yes', 'loaded').has('TextInput1')).toBe(false);
    engine.setValue('Dropdown1', 'No');
    engine.setValue('Dropdown1', 'Yes');
    expect(engine.getValue('TextInput1')).toBe('Allergic');
    expect(engine.getValue('TextInput2')).toBeUndefined();
  });

  it("runs the form's script once asked, setting values", () => {
    const engine = createDocumentEngine({
      content: documentForm([part('TextInput1', 'TextInput')], "setValue('TextInput1', 'from the script')"),
    });
    expect(engine.getValue('TextInput1')).toBeUndefined();
    expect([...engine.runFormScript()]).toEqual(['TextInput1']);
    expect(engine.getValue('TextInput1')).toBe('from the script');
  });

  it('keeps one-time values fixed for the document, across loads', () => {
    const content = documentForm([part('TextInput1', 'TextInput', { label: 'Seen {{:: today() }}' })]);
    const first = createDocumentEngine({ content, context: { now: () => new Date('2026-11-01T12:00:00Z') } });
    expect(first.getProperties('TextInput1').label).toBe('Seen 2026-11-01');
    const later = createDocumentEngine({
      content,
      context: { now: () => new Date('2026-12-24T12:00:00Z') },
      oneTimeValues: first.oneTimeValues(),
    });
    expect(later.getProperties('TextInput1').label).toBe('Seen 2026-11-01');
  });

  it('fills the form header from the context, in the language asked, whatever the results held', () => {
    const content = documentForm([part('FormHeader1', 'FormHeader')]);
    const engine = createDocumentEngine({
      content,
      results: { FormHeader1: '<img src=x onerror=alert(1)>' },
      context: patientContext,
      language: 'es',
    });
    const header = String(engine.getValue('FormHeader1'));
    expect(header).toContain('Alex Rivera');
    expect(header).toContain('MRN-1');
    expect(header).not.toContain('onerror');
    expect(engine.isOwned('FormHeader1')).toBe(true);
    expect(engine.setValue('FormHeader1', 'typed').size).toBe(0);
    expect(engine.getValue('FormHeader1')).toBe(header);
  });

  it('answers who may edit with the current properties: computed read-only, hidden, the e-form', () => {
    const engine = createDocumentEngine({
      mode: 'e-form',
      content: documentForm([
        part('Checkbox1', 'Checkbox'),
        part('TextInput1', 'TextInput', { readonly: '{{ Checkbox1 }}' }),
        part('TextInput2', 'TextInput', { hidden: '!Checkbox1' }),
        part('TextInput3', 'TextInput', { eFormEditable: false }),
        part('PatientAllergies1', 'PatientAllergies'),
        part('Html1', 'Html'),
      ]),
    });
    expect(engine.mayEdit('TextInput1')).toBe(true);
    expect(engine.mayEdit('TextInput2')).toBe(false);
    engine.setValue('Checkbox1', true);
    expect(engine.mayEdit('TextInput1')).toBe(false);
    expect(engine.mayEdit('TextInput2')).toBe(true);
    expect(engine.mayEdit('TextInput3')).toBe(false);
    expect(engine.mayEdit('PatientAllergies1')).toBe(false);
    expect(engine.mayEdit('Html1')).toBe(false);
  });
});

describe('a completed document', () => {
  it('keeps the header it was completed with', () => {
    const engine = createDocumentEngine({
      content: documentForm([part('FormHeader1', 'FormHeader')]),
      results: { FormHeader1: '<p>Header as completed</p>' },
      context: patientContext,
      snapshot: true,
    });
    expect(engine.getValue('FormHeader1')).toBe('<p>Header as completed</p>');
  });
});
