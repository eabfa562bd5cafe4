import { describe, expect, it } from 'vitest';
import { createComponent } from './createComponent';
import { formContentOf, rowOf } from './formContentFixture';
import { loadFormContent } from './loadFormContent';

function formJson(...components: unknown[]): unknown {
  return JSON.parse(
    JSON.stringify({
      rows: components.map((component, index) => rowOf(`Row${index}`, [component as never])),
    }),
  );
}

describe('loadFormContent', () => {
  it('returns a valid form with its defaults filled in', () => {
    const result = loadFormContent(formJson(createComponent('TextInput'), createComponent('Dropdown', 1)));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.content.defaults.modalSize).toBe('lg');
      expect(result.content.rows).toHaveLength(2);
    }
  });

  it('reads every catalogue type as created', () => {
    const content = formContentOf([createComponent('Signature'), createComponent('EmarPatientVitals')]);
    expect(loadFormContent(JSON.parse(JSON.stringify(content)))).toEqual({ ok: true, content });
  });

  it('names an unknown component type with its path', () => {
    const result = loadFormContent(formJson({ ...createComponent('TextInput'), elType: 'Hologram' }));
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'rows[0].columns[0].children[0].elType', message: 'Unknown component type "Hologram"' },
      ],
    });
  });

  it('names a version the type does not have', () => {
    const result = loadFormContent(formJson({ ...createComponent('Dropdown'), version: 7 }));
    expect(result.ok === false && result.errors[0]?.message).toBe('Dropdown has no version 7 (known: 1, 2)');
  });

  it('names each property of the wrong type', () => {
    const component = createComponent('TextInput');
    component.properties = { ...component.properties, maxLength: 'ten', required: 'yes' };
    const result = loadFormContent(formJson(component));
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'rows[0].columns[0].children[0].properties.required',
          message: 'Property "required" of TextInput must be true or false',
        },
        {
          path: 'rows[0].columns[0].children[0].properties.maxLength',
          message: 'Property "maxLength" of TextInput must be a number',
        },
      ],
    });
  });

  it('names duplicate component ids', () => {
    const component = createComponent('TextInput');
    const result = loadFormContent(formJson(component, component));
    expect(result.ok === false && result.errors).toEqual([
      { path: 'rows[1].columns[0].children[0].id', message: 'Duplicate component id "TextInput1"' },
    ]);
  });

  it('reports layout problems with their paths', () => {
    const result = loadFormContent({
      rows: [{ kind: 'row', id: 'Row1', columns: [{ kind: 'column', id: 'C' }] }],
    });
    expect(result.ok === false && result.errors.map((error) => error.path)).toContain(
      'rows[0].columns[0].properties',
    );
  });

  it('raises a number property below its minimum instead of rejecting it', () => {
    const component = createComponent('Textarea');
    component.properties = { ...component.properties, rows: 0 };
    const result = loadFormContent(formJson(component));
    const loaded = result.ok ? result.content.rows[0]?.columns[0]?.children[0] : undefined;
    expect(loaded?.kind === 'component' && loaded.properties.rows).toBe(1);
  });

  it('keeps computed expressions and properties it does not know', () => {
    const component = createComponent('TextInput');
    component.properties = { ...component.properties, hidden: '{{ data.age < 18 }}', futureFlag: 3 };
    expect(loadFormContent(formJson(component)).ok).toBe(true);
  });

  it('accepts the Client… names of clinical types', () => {
    expect(
      loadFormContent(formJson({ ...createComponent('PatientAllergies'), elType: 'ClientAllergies' })).ok,
    ).toBe(true);
  });

  it('answers a document nested deeper than the stack allows with an error', () => {
    let row: unknown = { kind: 'row', id: 'R', columns: [] };
    for (let depth = 0; depth < 20_000; depth++) {
      row = {
        kind: 'row',
        id: 'R',
        columns: [{ kind: 'column', id: 'C', properties: { cols: 1 }, children: [row] }],
      };
    }
    const result = loadFormContent({ rows: [row] });
    expect(result.ok === false && result.errors[0]?.message).toMatch(/^The form could not be read/);
  });
});
