import { describe, expect, it } from 'vitest';
import { component, row } from './buildLayout.testing';
import { eachLayoutComponent, eachLayoutRow, forEachComponent, walkLayout } from './walkLayout';

describe('layout walks', () => {
  const rows = [
    row('Row1', [[row('Row2', [component('TextInput1', 'TextInput')]), component('Text1', 'Text')]]),
    row('Row3', [
      component('Crud1', 'Crud', { formLayout: [row('Row4', [component('TextInput2', 'TextInput')])] }),
      component('Html1', 'Html'),
    ]),
  ];

  it('visits rows and components in document order, each with its path', () => {
    expect([...walkLayout(rows)].map(({ node, path }) => `${node.id} ${path.join('.')}`)).toEqual([
      'Row1 rows.0',
      'Row2 rows.0.columns.0.children.0',
      'TextInput1 rows.0.columns.0.children.0.columns.0.children.0',
      'Text1 rows.0.columns.0.children.1',
      'Row3 rows.1',
      'Crud1 rows.1.columns.0.children.0',
      'Html1 rows.1.columns.1.children.0',
    ]);
  });

  it('visits rows in document order, nested layouts included', () => {
    expect([...eachLayoutRow(rows)].map((r) => r.id)).toEqual(['Row1', 'Row2', 'Row3']);
  });

  it('visits components in document order but not the inside of a Crud', () => {
    expect([...eachLayoutComponent(rows)].map((c) => c.id)).toEqual([
      'TextInput1',
      'Text1',
      'Crud1',
      'Html1',
    ]);
  });

  it('hands each component and its path to a visitor', () => {
    const visited: string[] = [];
    forEachComponent(rows, (c, path) => visited.push(`${c.elType} ${path.join('.')}`));
    expect(visited).toEqual([
      'TextInput rows.0.columns.0.children.0.columns.0.children.0',
      'Text rows.0.columns.0.children.1',
      'Crud rows.1.columns.0.children.0',
      'Html rows.1.columns.1.children.0',
    ]);
  });
});
