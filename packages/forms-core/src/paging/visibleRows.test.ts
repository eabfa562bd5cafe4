import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import type { RowNode } from '../model/layout';
import { visibleRows } from './visibleRows';

const nothingHidden = () => false;
const ids = (rows: RowNode[]) => rows.map((r) => r.id);

const twoPages = form([
  row('Row1', [component('Text1', 'Text')]),
  row('Header', [component('Text2', 'Text')], { idSuffix: 'header' }),
  pageBreakRow('Break'),
  row('Row3', [component('Text3', 'Text')]),
]);

describe('visibleRows', () => {
  it('shows a row only on its own page and never the page-break row', () => {
    expect(ids(visibleRows(twoPages, 0, nothingHidden))).toEqual(['Row1', 'Header']);
    expect(ids(visibleRows(twoPages, 1, nothingHidden))).toEqual(['Header', 'Row3']);
  });

  it('shows a row with an id suffix on every page', () => {
    for (const page of [0, 1]) expect(ids(visibleRows(twoPages, page, nothingHidden))).toContain('Header');
  });

  it('hides a row when all of its columns are hidden', () => {
    const content = form([row('Row1', [component('Text1', 'Text'), component('Text2', 'Text')])]);
    const hideBoth = (id: string) => id === 'Text1' || id === 'Text2';
    expect(visibleRows(content, 0, hideBoth)).toEqual([]);
  });

  it('keeps a row with one visible column, with the hidden column emptied but still there for its width', () => {
    const content = form([row('Row1', [component('Text1', 'Text'), component('Text2', 'Text')])]);
    const [shown] = visibleRows(content, 0, (id) => id === 'Text1');
    expect(shown?.columns.map((c) => c.children.map((child) => child.id))).toEqual([[], ['Text2']]);
  });

  it('treats a row of empty columns as hidden', () => {
    const content = form([{ ...row('Row1', []), columns: [] }, row('Row2', [[]])]);
    expect(visibleRows(content, 0, nothingHidden)).toEqual([]);
  });

  it('splits a row whose nested layout holds a page break across its two pages', () => {
    const content = form([
      row('Row1', [
        [component('Text1', 'Text'), pageBreakRow('Break'), row('Row2', [component('Text2', 'Text')])],
      ]),
    ]);
    const childIds = (page: number) =>
      visibleRows(content, page, nothingHidden)[0]?.columns[0]?.children.map((child) => child.id);
    expect(childIds(0)).toEqual(['Text1']);
    expect(childIds(1)).toEqual(['Row2']);
  });

  it('gives every shown component its page number', () => {
    const [shown] = visibleRows(twoPages, 1, nothingHidden).filter((r) => r.id === 'Row3');
    expect(shown?.columns[0]?.children[0]).toMatchObject({ id: 'Text3', page: 1 });
  });
});
