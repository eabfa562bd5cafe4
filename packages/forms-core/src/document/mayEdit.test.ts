import { describe, expect, it } from 'vitest';
import { hasEditableComponent, mayEdit } from './mayEdit';

const text = { elType: 'TextInput', version: 1 };

describe('mayEdit', () => {
  it('lets staff change any shown, writable field that holds a value', () => {
    expect(mayEdit(text, {}, 'form-submitter')).toBe(true);
    expect(mayEdit(text, { eFormEditable: false }, 'form-submitter')).toBe(true);
    expect(mayEdit({ elType: 'PatientAllergies', version: 1 }, {}, 'form-submitter')).toBe(true);
  });

  it('lets a patient change only what the e-form marks editable, never a chart section', () => {
    expect(mayEdit(text, {}, 'e-form')).toBe(true);
    expect(mayEdit(text, { eFormEditable: false }, 'e-form')).toBe(false);
    expect(mayEdit({ elType: 'EmarPatientVitals', version: 1 }, {}, 'e-form')).toBe(false);
    expect(mayEdit({ elType: 'EmarPatientVitals', version: 1 }, { eFormEditable: true }, 'e-form')).toBe(
      true,
    );
    expect(mayEdit({ elType: 'PatientDiagnosisCodes', version: 1 }, {}, 'e-form')).toBe(false);
  });

  it('never: read-only, hidden, display types, value-less types, viewing modes', () => {
    expect(mayEdit(text, { readonly: true }, 'form-submitter')).toBe(false);
    expect(mayEdit(text, {}, 'e-form', { hidden: true })).toBe(false);
    expect(mayEdit({ elType: 'FormHeader', version: 1 }, {}, 'form-submitter')).toBe(false);
    expect(mayEdit({ elType: 'Html', version: 1 }, {}, 'e-form')).toBe(false);
    expect(mayEdit({ elType: 'Table', version: 1 }, {}, 'form-submitter')).toBe(false);
    expect(mayEdit({ elType: 'Unknown', version: 1 }, {}, 'form-submitter')).toBe(false);
    for (const mode of ['form-viewer', 'printable', 'form-builder', 'properties'] as const)
      expect(mayEdit(text, {}, mode)).toBe(false);
  });
});

describe('hasEditableComponent', () => {
  const content = (elType: string, properties = {}) => ({
    rows: [
      {
        kind: 'row' as const,
        id: 'Row1',
        version: 1,
        properties: {},
        columns: [
          {
            kind: 'column' as const,
            id: 'Column1',
            version: 1,
            properties: { cols: 12 },
            children: [
              { kind: 'component' as const, id: `${elType}1`, elType, version: 1, page: 0, properties },
            ],
          },
        ],
      },
    ],
  });

  it('offers a patient a form only when they can fill something in', () => {
    expect(hasEditableComponent(content('TextInput'), 'e-form')).toBe(true);
    expect(hasEditableComponent(content('TextInput', { eFormEditable: false }), 'e-form')).toBe(false);
    expect(hasEditableComponent(content('Html'), 'e-form')).toBe(false);
    expect(hasEditableComponent(content('PatientAllergies'), 'e-form')).toBe(false);
    expect(hasEditableComponent(content('PatientAllergies'), 'form-submitter')).toBe(true);
  });
});
