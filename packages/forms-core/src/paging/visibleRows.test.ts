import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import type { RowNode } from '../model/layout';
import { visibleRows } from './visibleRows';

const nothingHidden = () => false;
const ids = (rows: RowNode[]) => rows.map((r) => r.id);

describe('visibleRows', () => {
  it('shows the rows of the page, id-suffix rows on every page', () => {
    const content = form([
      row('Row1', [component('Text1', 'Text')]),
      row('Header', [component('Text2', 'Text')], { idSuffix: 'header' }),
      pageBreakRow('Break'),
      row('Row3', [component('Text3', 'Text')]),
    ]);
    expect(ids(visibleRows(content, 0, nothingHidden))).toEqual(['Row1', 'Header']);
    expect(ids(visibleRows(content, 1, nothingHidden))).toEqual(['Header', 'Row3']);
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

  it('hides the part of a split row on a page when all of that part is hidden', () => {
    const content = form([
      row('Row1', [
        [component('Text1', 'Text'), pageBreakRow('Break'), row('Row2', [component('Text2', 'Text')])],
      ]),
    ]);
    const hideText2 = (id: string) => id === 'Text2';
    expect(ids(visibleRows(content, 0, hideText2))).toEqual(['Row1']);
    expect(visibleRows(content, 1, hideText2)).toEqual([]);
  });
});
