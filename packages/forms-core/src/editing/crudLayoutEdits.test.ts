import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import type { FormContent, RowNode } from '../model/layout';
import { crudLayoutRows } from '../paging/crudLayouts';
import { insertComponent } from './insertNode';
import { layoutIds } from './layoutIds';
import { findLayoutNode } from './layoutTree';
import { moveNode } from './moveNode';
import { deleteNode } from './removeNode';
import { setNodeProperties } from './replaceNode';

/** Issue 21.5: a Crud's form and list-item layouts are edited like the form, with the same rules. */
const formLayout = { kind: 'crud', crudId: 'Crud1', layout: 'formLayout' } as const;
const listLayout = { kind: 'crud', crudId: 'Crud1', layout: 'listItemLayout' } as const;

function medications(): FormContent {
  return form([
    row('Row1', [component('TextInput1', 'TextInput', { label: 'Name' })]),
    row('Row2', [
      component('Crud1', 'Crud', {
        label: 'Medications',
        formLayout: [row('Row3', [component('TextInput2', 'TextInput', { label: 'Drug' })])],
        listItemLayout: [],
      }),
    ]),
    pageBreakRow('Row4'),
  ]);
}

const crudOf = (content: FormContent) => {
  const found = findLayoutNode(content.rows, 'Crud1')?.node;
  if (found?.kind !== 'component') throw new Error('no Crud1');
  return found;
};
const layoutOf = (content: FormContent, layout: 'formLayout' | 'listItemLayout'): RowNode[] =>
  crudLayoutRows(crudOf(content), layout) ?? [];
const componentIds = (rows: RowNode[]) => [...layoutIds(rows)].filter((id) => !/^(Row|Column)/.test(id));

describe('editing a Crud’s layouts', () => {
  it('finds nodes inside a Crud’s layout, with the Crud among their ancestors', () => {
    const found = findLayoutNode(medications().rows, 'TextInput2');
    expect(found?.list).toEqual({ kind: 'column', columnId: 'Row3-col1' });
    expect(found?.ancestors).toContain('Crud1');
    expect(layoutIds(medications().rows).has('TextInput2')).toBe(true);
  });

  it('drops a new component into the record form with an id unused anywhere in the form', () => {
    const result = insertComponent(
      medications(),
      { kind: 'new-row', list: formLayout, index: 1 },
      'TextInput',
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.nodeId).toBe('TextInput3');
    expect(componentIds(layoutOf(result.content, 'formLayout'))).toEqual(['TextInput2', 'TextInput3']);
    // The page flow is untouched.
    expect(result.content.rows.map((r) => r.id)).toEqual(['Row1', 'Row2', 'Row4']);
  });

  it('moves a component from the form into the list-item layout and back, leaving no empty rows', () => {
    const moved = moveNode(medications(), 'TextInput1', { kind: 'new-row', list: listLayout, index: 0 });
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.content.rows.map((r) => r.id)).toEqual(['Row2', 'Row4']);
    expect(componentIds(layoutOf(moved.content, 'listItemLayout'))).toEqual(['TextInput1']);
    const back = moveNode(moved.content, 'TextInput1', { kind: 'new-row', list: { kind: 'form' }, index: 0 });
    if (!back.ok) throw new Error(back.reason);
    expect(layoutOf(back.content, 'listItemLayout')).toEqual([]);
  });

  it('changes and deletes what a Crud’s layout holds', () => {
    const renamed = setNodeProperties(medications(), 'TextInput2', { label: 'Medicine' });
    if (!renamed.ok) throw new Error(renamed.reason);
    const drug = findLayoutNode(renamed.content.rows, 'TextInput2')?.node;
    expect(drug?.kind === 'component' && drug.properties.label).toBe('Medicine');
    const deleted = deleteNode(renamed.content, 'Row3');
    if (!deleted.ok) throw new Error(deleted.reason);
    expect(layoutOf(deleted.content, 'formLayout')).toEqual([]);
  });

  it('keeps the rules: no page break, no Crud inside a Crud, no Crud into itself', () => {
    const content = medications();
    expect(moveNode(content, 'Row4', { kind: 'new-row', list: formLayout, index: 0 })).toEqual({
      ok: false,
      reason: 'inside-crud',
    });
    expect(insertComponent(content, { kind: 'new-row', list: formLayout, index: 0 }, 'Crud')).toEqual({
      ok: false,
      reason: 'crud-in-crud',
    });
    expect(moveNode(content, 'Crud1', { kind: 'new-row', list: listLayout, index: 0 })).toEqual({
      ok: false,
      reason: 'into-itself',
    });
    expect(
      insertComponent(
        content,
        { kind: 'new-row', list: { ...formLayout, crudId: 'TextInput1' }, index: 0 },
        'TextInput',
      ),
    ).toEqual({ ok: false, reason: 'unknown-target' });
  });
});
