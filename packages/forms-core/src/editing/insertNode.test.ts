import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import { insertComponent, insertRow } from './insertNode';

const base = () => form([row('Row1', [component('TextInput1', 'TextInput')]), pageBreakRow('Row2')]);

describe('insertComponent', () => {
  it('wraps a component dropped between rows in a new full-width row, with catalogue defaults', () => {
    const result = insertComponent(
      base(),
      { kind: 'new-row', list: { kind: 'form' }, index: 0 },
      'TextInput',
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.nodeId).toBe('TextInput2');
    const [first] = result.content.rows;
    expect(first?.id).toBe('Row3');
    expect(first?.columns[0]?.properties.cols).toBe(12);
    expect(first?.columns[0]?.children[0]).toMatchObject({
      id: 'TextInput2',
      properties: { placeholder: 'Write something...' },
    });
  });

  it('drops into a column at an index', () => {
    const result = insertComponent(
      base(),
      { kind: 'into-column', columnId: 'Row1-col1', index: 0 },
      'Textarea',
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.rows[0]?.columns[0]?.children.map((c) => c.id)).toEqual([
      'Textarea1',
      'TextInput1',
    ]);
  });

  it('keeps the page-break rules: own row, never next to another, nothing else in its row', () => {
    const form = base();
    const beside = insertComponent(
      form,
      { kind: 'into-column', columnId: 'Row1-col1', index: 1 },
      'PageBreak',
    );
    expect(beside).toEqual({ ok: false, reason: 'needs-own-row' });
    const next = insertComponent(form, { kind: 'new-row', list: { kind: 'form' }, index: 2 }, 'PageBreak');
    expect(next).toEqual({ ok: false, reason: 'next-to-page-break' });
    const inside = insertComponent(
      form,
      { kind: 'into-column', columnId: 'Row2-col1', index: 1 },
      'TextInput',
    );
    expect(inside).toEqual({ ok: false, reason: 'page-break-row' });
    const ok = insertComponent(form, { kind: 'new-row', list: { kind: 'form' }, index: 0 }, 'PageBreak');
    expect(ok.ok).toBe(true);
  });

  it('refuses unknown types and targets', () => {
    expect(
      insertComponent(base(), { kind: 'new-row', list: { kind: 'form' }, index: 0 }, 'TextInput', 9),
    ).toEqual({
      ok: false,
      reason: 'unknown-type',
    });
    expect(insertComponent(base(), { kind: 'into-column', columnId: 'Nope', index: 0 }, 'TextInput')).toEqual(
      {
        ok: false,
        reason: 'unknown-target',
      },
    );
  });
});

describe('insertRow', () => {
  it('makes rows of 1 to 12 even columns, and nested layouts inside columns', () => {
    const result = insertRow(base(), { kind: 'into-column', columnId: 'Row1-col1', index: 1 }, 5);
    if (!result.ok) throw new Error(result.reason);
    const nested = result.content.rows[0]?.columns[0]?.children[1];
    expect(nested?.kind).toBe('row');
    if (nested?.kind !== 'row') return;
    expect(nested.columns.map((c) => c.properties.cols)).toEqual([3, 3, 2, 2, 2]);
    const many = insertRow(base(), { kind: 'new-row', list: { kind: 'form' }, index: 0 }, 40);
    if (!many.ok) throw new Error(many.reason);
    expect(many.content.rows[0]?.columns).toHaveLength(12);
  });
});
