import { describe, expect, it } from 'vitest';
import { createComponent } from './createComponent';

describe('createComponent', () => {
  it('builds a component with its type defaults and the next free id', () => {
    const component = createComponent('Textarea', undefined, ['Textarea1']);
    expect(component).toMatchObject({
      kind: 'component',
      id: 'Textarea2',
      elType: 'Textarea',
      version: 1,
      page: 0,
    });
    expect(component.properties).toMatchObject({
      rows: 4,
      placeholder: 'Write something...',
      eFormEditable: true,
    });
  });

  it('uses the latest version unless told otherwise', () => {
    expect(createComponent('Dropdown').version).toBe(2);
    expect(createComponent('Dropdown', 1).properties.options).toEqual(['Option 1', 'Option 2']);
  });

  it('gives each component its own copy of list defaults', () => {
    const first = createComponent('Dropdown', 1);
    (first.properties.options as string[]).push('Option 3');
    expect(createComponent('Dropdown', 1).properties.options).toEqual(['Option 1', 'Option 2']);
  });

  it('refuses a version the type does not have', () => {
    expect(() => createComponent('Dropdown', 3)).toThrow(RangeError);
  });
});
