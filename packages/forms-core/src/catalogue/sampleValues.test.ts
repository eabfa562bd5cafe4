import { describe, expect, it } from 'vitest';
import { form, row } from '../model/buildLayout.testing';
import { catalogueEntries } from './catalogueRegistry';
import { createComponent } from './createComponent';
import { sampleResults, sampleValue } from './sampleValues';

describe('sampleValue', () => {
  it("picks the component's own first option, in its type's shape", () => {
    const dropdown = createComponent('Dropdown');
    dropdown.properties.options = ['Never', 'Sometimes'];
    expect(sampleValue(dropdown)).toEqual({ value: 'Never' });
    const single = createComponent('SingleChoice');
    single.properties.options = ['Yes', 'No'];
    expect(sampleValue(single)).toBe('Yes');
  });

  it('keeps a number within the bounds and a text within its length limit', () => {
    const number = createComponent('NumberInput');
    number.properties.maxValue = 10;
    expect(sampleValue(number)).toBe(10);
    const text = createComponent('TextInput');
    text.properties.maxLength = 6;
    expect(sampleValue(text)).toBe('Sample');
  });

  it('gives nothing where options come from a collection or the type holds no typed answer', () => {
    const dropdown = createComponent('Dropdown');
    dropdown.properties.options = '{{collections.allergies}}';
    expect(sampleValue(dropdown)).toBeUndefined();
    expect(sampleValue(createComponent('Signature'))).toBeUndefined();
  });

  it("every sample of a new component is accepted by its type's value schema", () => {
    for (const entry of catalogueEntries) {
      const component = createComponent(entry.elType, entry.version);
      const value = sampleValue(component);
      if (value !== undefined) expect(entry.valueSchema?.safeParse(value).success).toBe(true);
    }
  });
});

describe('sampleResults', () => {
  it('answers every component that has a sample, by id', () => {
    const text = createComponent('TextInput', undefined, []);
    const box = createComponent('Checkbox', undefined, []);
    const content = form([row('r1', [text, box])]);
    expect(sampleResults(content)).toEqual({ [text.id]: 'Sample answer', [box.id]: true });
  });
});
