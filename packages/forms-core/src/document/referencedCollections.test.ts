import { describe, expect, it } from 'vitest';
import { component, form, row } from '../model/buildLayout.testing';
import { referencedCollections } from './referencedCollections';

describe('referencedCollections', () => {
  it('names each collection a form references once, sorted', () => {
    const content = form([
      row('Row1', [
        component('SingleChoice1', 'SingleChoice', { options: '{{collections.sites}}' }),
        component('Dropdown1', 'Dropdown', { options: '{{ collections.allergens }}' }),
      ]),
      row('Row2', [component('MultipleChoice1', 'MultipleChoice', { options: '{{collections.sites}}' })]),
    ]);
    expect(referencedCollections(content)).toEqual(['allergens', 'sites']);
  });

  it('finds references in nested layouts and in the layouts a Crud keeps in its properties', () => {
    const nested = row('Row2', [
      component('SingleChoice2', 'SingleChoice', { options: '{{collections.moods}}' }),
    ]);
    const crudForm = [
      row('CrudRow1', [component('Dropdown3', 'Dropdown', { options: '{{collections.routes}}' })]),
    ];
    const crudItem = [row('CrudRow2', [component('Text1', 'Text', { value: '{{collections.units}}' })])];
    const content = form([
      row('Row1', [[nested]]),
      row('Row3', [component('Crud1', 'Crud', { formLayout: crudForm, listItemLayout: crudItem })]),
    ]);
    expect(referencedCollections(content)).toEqual(['moods', 'routes', 'units']);
  });

  it('finds collections read inside any computed property, in any list or object', () => {
    const content = form([
      row('Row1', [
        component('Text1', 'Text', { label: 'Sites: {{ count(collections.sites) }}' }),
        component('Datatable1', 'Datatable', {
          columns: [{ text: 'Route', field: 'Route', type: 'select', options: "{{collections['routes']}}" }],
        }),
        component('TextInput1', 'TextInput', { hidden: '{{ includes(collections.closed, TextInput2) }}' }),
      ]),
    ]);
    expect(referencedCollections(content)).toEqual(['closed', 'routes', 'sites']);
  });

  it('ignores plain text, other scope roots, names computed at run time and malformed expressions', () => {
    const content = form([
      row('Row1', [
        component('SingleChoice1', 'SingleChoice', { options: ['collections.sites', 'North'] }),
        component('Text1', 'Text', { label: '{{ form.patientName }} {{ data.collections }}' }),
        component('Text2', 'Text', { label: '{{ collections[TextInput1] }}' }),
        component('Text3', 'Text', { label: '{{ collections.sites + }}' }),
      ]),
    ]);
    expect(referencedCollections(content)).toEqual([]);
  });
});
