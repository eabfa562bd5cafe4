import { describe, expect, it } from 'vitest';
import { component, row } from '../model/buildLayout.testing';
import { crudLayoutRows } from './crudLayouts';

describe('crudLayoutRows', () => {
  it('reads a Crud layout stored as a list of rows', () => {
    const layout = [row('Row1', [component('TextInput1', 'TextInput')])];
    expect(crudLayoutRows(component('Crud1', 'Crud', { formLayout: layout }), 'formLayout')).toBe(layout);
  });

  it('reads anything else as no layout', () => {
    const crud = component('Crud1', 'Crud', { formLayout: [{ id: 'x' }], listItemLayout: '<div></div>' });
    expect(crudLayoutRows(crud, 'formLayout')).toBeNull();
    expect(crudLayoutRows(crud, 'listItemLayout')).toBeNull();
  });
});
