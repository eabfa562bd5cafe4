import { describe, expect, it } from 'vitest';
import { component, form, row } from '../model/buildLayout.testing';
import { setColumnWidth, setRowColumnCount } from './columnEdits';
import { evenColumnWidths } from './columnWidths';
import { deleteNode } from './removeNode';
import { setNodeProperties } from './replaceNode';

const content = form([
  row('Row1', [
    component('TextInput1', 'TextInput'),
    component('Textarea1', 'Textarea'),
    component('Checkbox1', 'Checkbox'),
  ]),
  row('Row2', [component('TextInput2', 'TextInput')]),
]);

describe('deleteNode', () => {
  it('deletes components, columns and rows; a row without columns goes', () => {
    const one = deleteNode(content, 'Textarea1');
    if (!one.ok) throw new Error(one.reason);
    expect(one.content.rows[0]?.columns[1]?.children).toEqual([]);
    const column = deleteNode(content, 'Row2-col1');
    if (!column.ok) throw new Error(column.reason);
    expect(column.content.rows.map((r) => r.id)).toEqual(['Row1']);
    expect(deleteNode(content, 'Nope')).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('columns', () => {
  it('splits 12 as evenly as possible', () => {
    expect(evenColumnWidths(1)).toEqual([12]);
    expect(evenColumnWidths(5)).toEqual([3, 3, 2, 2, 2]);
    expect(evenColumnWidths(0)).toEqual([12]);
    expect(evenColumnWidths(13)).toHaveLength(12);
  });

  it('changes the count without losing components', () => {
    const fewer = setRowColumnCount(content, 'Row1', 2);
    if (!fewer.ok) throw new Error(fewer.reason);
    const [a, b] = fewer.content.rows[0]?.columns ?? [];
    expect([a?.properties.cols, b?.properties.cols]).toEqual([6, 6]);
    expect(b?.children.map((c) => c.id)).toEqual(['Textarea1', 'Checkbox1']);
    const more = setRowColumnCount(content, 'Row2', 3);
    if (!more.ok) throw new Error(more.reason);
    expect(more.content.rows[1]?.columns.map((c) => c.id)).toEqual(['Row2-col1', 'Column1', 'Column2']);
  });

  it('clamps a width to 1..12', () => {
    const result = setColumnWidth(content, 'Row2-col1', 20);
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.rows[1]?.columns[0]?.properties.cols).toBe(12);
  });
});

describe('setNodeProperties', () => {
  it('hiding a component clears required', () => {
    const result = setNodeProperties(content, 'TextInput2', {
      label: 'Name',
      required: true,
      hidden: "Checkbox1 == 'x'",
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.rows[1]?.columns[0]?.children[0]).toMatchObject({
      properties: { required: false },
    });
    // Untouched rows keep their identity.
    expect(result.content.rows[0]).toBe(content.rows[0]);
  });
});
