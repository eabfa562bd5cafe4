import { describe, expect, it } from 'vitest';
import { component, row } from './buildLayout.testing';
import { eachLayoutComponent, eachLayoutRow } from './walkLayout';

describe('layout walks', () => {
  const rows = [
    row('Row1', [[row('Row2', [component('TextInput1', 'TextInput')]), component('Text1', 'Text')]]),
    row('Row3', [
      component('Crud1', 'Crud', { formLayout: [row('Row4', [component('TextInput2', 'TextInput')])] }),
    ]),
  ];

  it('visits rows in document order, nested layouts included', () => {
    expect([...eachLayoutRow(rows)].map((r) => r.id)).toEqual(['Row1', 'Row2', 'Row3']);
  });

  it('visits components in document order but not the inside of a Crud', () => {
    expect([...eachLayoutComponent(rows)].map((c) => c.id)).toEqual(['TextInput1', 'Text1', 'Crud1']);
  });
});
