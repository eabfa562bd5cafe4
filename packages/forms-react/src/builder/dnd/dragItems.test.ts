import {
  eachLayoutComponent,
  type FormContent,
  formContentSchema,
  pageCount,
  pageRows,
} from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { applyDrop, type DragItem, dropAreaAcceptor, targetFor } from './dragItems';

const component = (id: string, elType: string) => ({ kind: 'component', id, elType, properties: {} });
const row = (id: string, children: unknown[]) => ({
  kind: 'row',
  id,
  properties: {},
  columns: [{ kind: 'column', id: `${id}Col`, properties: { cols: 12 }, children }],
});
const content: FormContent = formContentSchema.parse({
  rows: [
    row('Row1', [component('TextInput1', 'TextInput')]),
    row('Row2', [component('PageBreak1', 'PageBreak')]),
    row('Row3', [component('Textarea1', 'Textarea'), row('Row4', [component('TextInput2', 'TextInput')])]),
  ],
});

const pageBreak: DragItem = { kind: 'new-component', elType: 'PageBreak', version: 1, label: 'Page Break' };
const form = { kind: 'form' } as const;

describe('drag items', () => {
  it('drops a page break as a row of its own, even over a column', () => {
    expect(
      targetFor(content, pageBreak, { list: { kind: 'column', columnId: 'Row3Col' }, index: 0, label: '' }),
    ).toEqual({
      kind: 'new-row',
      list: { kind: 'column', columnId: 'Row3Col' },
      index: 0,
    });
  });

  it('accepts page breaks only where the placement rules allow', () => {
    const accepts = dropAreaAcceptor(content, pageBreak);
    expect(accepts({ list: form, index: 0, label: '' })).toBe(true);
    expect(accepts({ list: form, index: 1, label: '' })).toBe(false);
    expect(accepts({ list: form, index: 2, label: '' })).toBe(false);
    expect(accepts({ list: form, index: 3, label: '' })).toBe(true);
  });

  it('accepts a page break over a column: a nested page-break row that pages the rest of the form', () => {
    const overColumn = { list: { kind: 'column', columnId: 'Row3Col' }, index: 1, label: '' } as const;
    expect(dropAreaAcceptor(content, pageBreak)(overColumn)).toBe(true);
    const dropped = applyDrop(content, pageBreak, overColumn);
    if (!dropped.ok) throw new Error(dropped.reason);
    const column = dropped.content.rows[2]?.columns[0]?.children ?? [];
    expect(column.map((child) => child.kind)).toEqual(['component', 'row', 'row']);
    expect(pageCount(dropped.content)).toBe(3);
    const idsOn = (page: number) =>
      [...eachLayoutComponent(pageRows(dropped.content, page))].map((c) => c.id);
    expect([idsOn(0), idsOn(1), idsOn(2)]).toEqual([['TextInput1'], ['Textarea1'], ['TextInput2']]);
  });

  it('never offers a row its own columns', () => {
    const accepts = dropAreaAcceptor(content, { kind: 'move', nodeId: 'Row3', label: 'Row3' });
    expect(accepts({ list: { kind: 'column', columnId: 'Row4Col' }, index: 0, label: '' })).toBe(false);
    expect(accepts({ list: { kind: 'column', columnId: 'Row1Col' }, index: 0, label: '' })).toBe(true);
  });

  it('applies drops: a new nested layout in a column, a move between columns', () => {
    const nested = applyDrop(
      content,
      { kind: 'new-row', columns: 2, label: '' },
      { list: { kind: 'column', columnId: 'Row1Col' }, index: 1, label: '' },
    );
    if (!nested.ok) throw new Error(nested.reason);
    const inner = nested.content.rows[0]?.columns[0]?.children[1];
    expect(inner?.kind === 'row' && inner.columns.map((c) => c.properties.cols)).toEqual([6, 6]);
    const moved = applyDrop(
      content,
      { kind: 'move', nodeId: 'TextInput2', label: '' },
      { list: { kind: 'column', columnId: 'Row1Col' }, index: 0, label: '' },
    );
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.content.rows[0]?.columns[0]?.children.map((c) => c.id)).toEqual([
      'TextInput2',
      'TextInput1',
    ]);
  });
});
