import { describe, expect, it } from 'vitest';
import { defineCatalogueProperty } from './catalogueProperty';
import { checkCataloguePropertyValue } from './checkCataloguePropertyValue';

const maxLength = defineCatalogueProperty('maxLength', 'number', 'Max length', null, {
  min: 0,
  nullable: true,
  computed: true,
});
const rows = defineCatalogueProperty('rows', 'number', 'Rows', 4, { min: 1 });
const type = defineCatalogueProperty('type', 'select', 'Signer', 'user', {
  choices: [
    { value: 'client', label: 'Patient' },
    { value: 'user', label: 'User' },
  ],
});

describe('checkCataloguePropertyValue', () => {
  it('accepts null only for nullable properties', () => {
    expect(checkCataloguePropertyValue(maxLength, null)).toEqual({ ok: true, value: null });
    expect(checkCataloguePropertyValue(rows, null)).toEqual({ ok: false, expected: 'a number' });
  });

  it('accepts a computed expression only where allowed', () => {
    expect(checkCataloguePropertyValue(maxLength, '{{ data.limit }}').ok).toBe(true);
    expect(checkCataloguePropertyValue(rows, '{{ data.rows }}').ok).toBe(false);
  });

  it('raises a number below its minimum to the minimum', () => {
    expect(checkCataloguePropertyValue(rows, 0)).toEqual({ ok: true, value: 1 });
  });

  it('names the choices of a select', () => {
    expect(checkCataloguePropertyValue(type, 'robot')).toEqual({
      ok: false,
      expected: 'one of "client", "user"',
    });
  });

  it.each([
    [defineCatalogueProperty('answers', 'weightedOptions', 'Answers', []), [{ text: 'Yes', value: 1 }], true],
    [
      defineCatalogueProperty('answers', 'weightedOptions', 'Answers', []),
      [{ text: 'Yes', value: 'one' }],
      false,
    ],
    [
      defineCatalogueProperty('columns', 'datatableColumns', 'Columns', []),
      [{ text: 'A', field: 'A', type: 'date' }],
      true,
    ],
    [
      defineCatalogueProperty('columns', 'datatableColumns', 'Columns', []),
      [{ text: 'A', field: 'A', type: 'colour' }],
      false,
    ],
    [defineCatalogueProperty('options', 'options', 'Options', []), ['a', 2], true],
    [defineCatalogueProperty('options', 'options', 'Options', []), 'a, b', false],
    [defineCatalogueProperty('formId', 'form', 'Form', null), 'b6f0c2e4-3f7a-4d55-9a61-0d2f3b7c9e11', true],
    [defineCatalogueProperty('formId', 'form', 'Form', null), { id: 'x' }, false],
  ])('checks %s values', (meta, value, ok) => {
    expect(checkCataloguePropertyValue(meta, value).ok).toBe(ok);
  });
});
