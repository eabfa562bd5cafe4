import { describe, expect, it } from 'vitest';
import { defineCatalogueEntry } from './catalogueEntry';
import { defineCatalogueProperty } from './catalogueProperty';

describe('defineCatalogueEntry', () => {
  it('lets a type redeclare a common property and override defaults', () => {
    const entry = defineCatalogueEntry({
      elType: 'Text',
      label: 'Text',
      category: 'display',
      properties: [defineCatalogueProperty('value', 'richText', 'Text', 'Hello')],
      defaults: { label: 'Greeting' },
    });
    expect(entry.propertyByName.get('value')?.kind).toBe('richText');
    expect(entry.defaults).toMatchObject({ value: 'Hello', label: 'Greeting', eFormEditable: true });
    expect(entry.properties.filter((property) => property.name === 'value')).toHaveLength(1);
  });

  it('refuses a default for a property the type does not declare', () => {
    expect(() =>
      defineCatalogueEntry({
        elType: 'Text',
        label: 'Text',
        category: 'display',
        defaults: { colour: 'red' },
      }),
    ).toThrow('Text: default for undeclared property "colour"');
  });
});
