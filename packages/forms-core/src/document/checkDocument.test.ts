import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../catalogue/catalogueRegistry';
import { createComponent } from '../catalogue/createComponent';
import { formContentOf, rowOf } from '../catalogue/formContentFixture';
import { formContentSchema } from '../model/layout';
import { checkDocument } from './checkDocument';
import { createDocumentEngine } from './documentEngine';
import { documentForm, englishErrors, part } from './documentFixture.testing';

const required = (id: string, properties = {}) => part(id, 'TextInput', { required: true, ...properties });
const check = (
  content: ReturnType<typeof documentForm>,
  results: Record<string, unknown>,
  mode: 'form-submitter' | 'e-form' = 'form-submitter',
  filling = false,
) => checkDocument(createDocumentEngine({ content, results, mode }), { mode, filling });

describe('checkDocument', () => {
  it('is valid when every component passes', () => {
    expect(check(documentForm([required('TextInput1')]), { TextInput1: 'filled' })).toEqual({
      valid: true,
      errors: {},
      firstErrorPage: null,
    });
  });

  it('keys codes by component id and points at the first page holding an error', () => {
    const content = formContentSchema.parse({
      rows: [
        rowOf('Row1', [required('TextInput1')]),
        rowOf('Break1', [part('PageBreak1', 'PageBreak')]),
        rowOf('Row2', [required('TextInput3', { maxLength: 2 })]),
        rowOf('Break2', [part('PageBreak2', 'PageBreak')]),
        rowOf('Row3', [required('TextInput2')]),
      ],
    });
    const result = check(content, { TextInput1: 'ok', TextInput3: 'too long' });
    expect(result.errors).toEqual({
      TextInput3: [{ rule: 'maxLength', limit: 2 }],
      TextInput2: [{ rule: 'required' }],
    });
    expect(result.firstErrorPage).toBe(1);
    expect(result.valid).toBe(false);
  });

  it('checks components inside nested layouts', () => {
    const content = formContentOf([]);
    content.rows.push(rowOf('Outer', [rowOf('Inner', [required('TextInput9')])]));
    expect(englishErrors(check(content, {}).errors)).toEqual({ TextInput9: ['This field is required'] });
  });

  it('checks a computed bound as the bound it computes to', () => {
    const content = documentForm([part('NumberInput1', 'NumberInput', { maxValue: '{{ 2 + 3 }}' })]);
    expect(englishErrors(check(content, { NumberInput1: 100 }).errors)).toEqual({
      NumberInput1: ['This value must be less than or equal to 5'],
    });
    expect(check(content, { NumberInput1: 5 }).valid).toBe(true);
  });

  it('skips hidden components, fixed or by a condition over other answers', () => {
    const content = documentForm([
      required('TextInput1', { hidden: true }),
      required('TextInput2', { hidden: "TextInput3 != 'show'" }),
      part('TextInput3', 'TextInput'),
    ]);
    expect(check(content, {}).valid).toBe(true);
    expect(englishErrors(check(content, { TextInput3: 'show' }).errors)).toEqual({
      TextInput2: ['This field is required'],
    });
  });

  it('in e-form mode checks only what the patient may edit', () => {
    const content = documentForm([
      required('TextInput1', { eFormEditable: false }),
      required('TextInput2'),
      required('TextInput3', { readonly: true }),
    ]);
    expect(Object.keys(check(content, {}, 'e-form').errors)).toEqual(['TextInput2']);
    expect(Object.keys(check(content, {}).errors)).toEqual(['TextInput1', 'TextInput2', 'TextInput3']);
  });

  it('exempts a patient signature only while filling', () => {
    const content = documentForm([part('Signature1', 'Signature', { required: true, type: 'client' })]);
    expect(check(content, {}, 'form-submitter', true).valid).toBe(true);
    expect(check(content, {}).valid).toBe(false);
  });

  it('holds a consent checkbox to being ticked, and a plain required one to nothing', () => {
    const content = documentForm([
      part('Checkbox1', 'Checkbox', { mustBeTicked: true, label: 'I have read and understand this consent' }),
      part('Checkbox2', 'Checkbox', { required: true }),
    ]);
    expect(englishErrors(check(content, {}, 'e-form', true).errors)).toEqual({
      Checkbox1: ['Tick this box to continue'],
    });
    expect(check(content, { Checkbox1: true }, 'e-form', true).valid).toBe(true);
  });

  it('does not read inherited keys of the results as values', () => {
    const content = documentForm([required('constructor')]);
    expect(englishErrors(check(content, {}).errors)).toEqual({ constructor: ['This field is required'] });
  });

  it('never throws on any results for a form holding every catalogue type', () => {
    const components = catalogueEntries.map((entry, index) => ({
      ...createComponent(entry.elType, entry.version),
      id: `C${index}`,
      properties: { ...entry.defaults, required: true },
    }));
    const content = formContentOf(components);
    const ids = components.map((component) => component.id);
    const results = fc.dictionary(
      fc.constantFrom(...ids),
      fc.anything({ withNullPrototype: true, withMap: true }),
    );
    fc.assert(
      fc.property(results, fc.constantFrom('form-submitter' as const, 'e-form' as const), (values, mode) => {
        const result = check(content, values, mode);
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      }),
      { numRuns: 50 },
    );
  });
});
