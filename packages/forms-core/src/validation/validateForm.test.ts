import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../catalogue/catalogueRegistry';
import { createComponent } from '../catalogue/createComponent';
import { formContentOf, rowOf } from '../catalogue/formContentFixture';
import type { ComponentNode } from '../model/layout';
import { validateForm } from './validateForm';

function requiredText(id: string, page: number, properties: Record<string, unknown> = {}): ComponentNode {
  const component = createComponent('TextInput');
  return { ...component, id, page, properties: { ...component.properties, required: true, ...properties } };
}

describe('validateForm', () => {
  it('is valid when every component passes', () => {
    const content = formContentOf([requiredText('TextInput1', 0)]);
    expect(validateForm(content, { TextInput1: 'filled' }, { mode: 'form-submitter' })).toEqual({
      valid: true,
      errors: {},
      firstErrorPage: null,
    });
  });

  it('keys messages by component id and points at the first page with an error', () => {
    const content = formContentOf([
      requiredText('TextInput1', 0),
      requiredText('TextInput2', 2),
      requiredText('TextInput3', 1, { maxLength: 2 }),
    ]);
    const result = validateForm(
      content,
      { TextInput1: 'ok', TextInput3: 'too long' },
      { mode: 'form-submitter' },
    );
    expect(result).toEqual({
      valid: false,
      errors: {
        TextInput2: ['This field is required'],
        TextInput3: ['This field length must be less than 2'],
      },
      firstErrorPage: 1,
    });
  });

  it('checks components inside nested layouts', () => {
    const nested = rowOf('Inner', [requiredText('TextInput9', 0)]);
    const content = formContentOf([]);
    content.rows.push(rowOf('Outer', [nested]));
    expect(validateForm(content, {}, { mode: 'form-submitter' }).errors).toEqual({
      TextInput9: ['This field is required'],
    });
  });

  it('skips components the caller reports hidden, and statically hidden ones', () => {
    const content = formContentOf([
      requiredText('TextInput1', 0),
      requiredText('TextInput2', 0, { hidden: true }),
    ]);
    const result = validateForm(
      content,
      {},
      { mode: 'form-submitter', isHidden: (id) => id === 'TextInput1' },
    );
    expect(result.valid).toBe(true);
  });

  it('in e-form mode checks only components the patient may edit', () => {
    const content = formContentOf([
      requiredText('TextInput1', 0, { eFormEditable: false }),
      requiredText('TextInput2', 0),
    ]);
    expect(validateForm(content, {}, { mode: 'e-form' }).errors).toEqual({
      TextInput2: ['This field is required'],
    });
    expect(Object.keys(validateForm(content, {}, { mode: 'form-submitter' }).errors)).toEqual([
      'TextInput1',
      'TextInput2',
    ]);
  });

  it('exempts a patient signature only while filling', () => {
    const signature = createComponent('Signature');
    signature.properties = { ...signature.properties, required: true, type: 'client' };
    const content = formContentOf([signature]);
    expect(validateForm(content, {}, { mode: 'form-submitter', filling: true }).valid).toBe(true);
    expect(validateForm(content, {}, { mode: 'form-submitter' }).valid).toBe(false);
  });

  it('validates against resolved properties', () => {
    const content = formContentOf([requiredText('TextInput1', 0, { required: '{{ data.x }}' })]);
    const resolveProperties = (component: ComponentNode) => ({ ...component.properties, required: true });
    expect(validateForm(content, {}, { mode: 'form-submitter' }).valid).toBe(true);
    expect(validateForm(content, {}, { mode: 'form-submitter', resolveProperties }).valid).toBe(false);
  });

  it('does not read inherited keys of the results as values', () => {
    const content = formContentOf([requiredText('constructor', 0)]);
    expect(validateForm(content, {}, { mode: 'form-submitter' }).errors).toEqual({
      constructor: ['This field is required'],
    });
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
      fc.property(results, (values) => {
        const result = validateForm(content, values, { mode: 'form-submitter' });
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      }),
    );
  });
});
