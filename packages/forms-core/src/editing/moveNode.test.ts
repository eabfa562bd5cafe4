import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import { moveNode } from './moveNode';

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('moveNode', () => {
  const content = form([
    row('Row1', [component('TextInput1', 'TextInput')]),
    row('Row2', [component('Textarea1', 'Textarea'), component('Checkbox1', 'Checkbox')]),
    pageBreakRow('Row3'),
    row('Row4', [component('TextInput2', 'TextInput')]),
  ]);

  it('reorders rows, counting the index before the move', () => {
    const result = moveNode(content, 'Row1', { kind: 'new-row', list: { kind: 'form' }, index: 2 });
    if (!result.ok) throw new Error(result.reason);
    expect(ids(result.content.rows)).toEqual(['Row2', 'Row1', 'Row3', 'Row4']);
  });

  it('moves a component into a column and removes the one-column row it leaves empty', () => {
    const result = moveNode(content, 'TextInput1', { kind: 'into-column', columnId: 'Row2-col2', index: 0 });
    if (!result.ok) throw new Error(result.reason);
    expect(ids(result.content.rows)).toEqual(['Row2', 'Row3', 'Row4']);
    expect(result.content.rows[0]?.columns[1]?.children.map((c) => c.id)).toEqual([
      'TextInput1',
      'Checkbox1',
    ]);
  });

  it('keeps the empty columns of a multi-column row', () => {
    const result = moveNode(content, 'Checkbox1', { kind: 'new-row', list: { kind: 'form' }, index: 0 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.rows[0]?.columns[0]?.children[0]?.id).toBe('Checkbox1');
    expect(result.content.rows.find((r) => r.id === 'Row2')?.columns[1]?.children).toEqual([]);
  });

  it('refuses a row into itself and page breaks next to page breaks', () => {
    expect(moveNode(content, 'Row2', { kind: 'into-column', columnId: 'Row2-col1', index: 0 })).toEqual({
      ok: false,
      reason: 'into-itself',
    });
    const twoBreaks = form([
      ...content.rows,
      pageBreakRow('Row5'),
      row('Row6', [component('TextInput3', 'TextInput')]),
    ]);
    expect(moveNode(twoBreaks, 'Row5', { kind: 'new-row', list: { kind: 'form' }, index: 2 })).toEqual({
      ok: false,
      reason: 'next-to-page-break',
    });
    // Its own place counts without itself: moving it one step is fine.
    expect(moveNode(twoBreaks, 'Row5', { kind: 'new-row', list: { kind: 'form' }, index: 6 }).ok).toBe(true);
    expect(moveNode(content, 'Nope', { kind: 'new-row', list: { kind: 'form' }, index: 0 }).ok).toBe(false);
  });
});
