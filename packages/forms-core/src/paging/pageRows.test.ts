import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import type { RowNode } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { pageCount } from './pageCount';
import { pageRows } from './pageRows';

const ids = (rows: RowNode[]) => rows.map((r) => r.id);
const componentIds = (rows: RowNode[]) => [...eachLayoutComponent(rows)].map((c) => c.id);

const twoPages = form([
  row('Row1', [component('Text1', 'Text')]),
  row('Header', [component('Text2', 'Text')], { idSuffix: 'header' }),
  pageBreakRow('Break'),
  row('Row3', [component('Text3', 'Text')]),
]);

/** A page break nested in the first column of a two-column row, as the builder makes one. */
const nestedBreak = form([
  row('Row1', [
    [component('Text1', 'Text'), pageBreakRow('Break'), row('Row2', [component('Text2', 'Text')])],
    component('Text3', 'Text'),
  ]),
  row('Row3', [component('Text4', 'Text')]),
]);

describe('pageRows', () => {
  it('shows a row only on its own page and never the page-break row', () => {
    expect(ids(pageRows(twoPages, 0))).toEqual(['Row1', 'Header']);
    expect(ids(pageRows(twoPages, 1))).toEqual(['Header', 'Row3']);
  });

  it('shows a row with an id suffix on every page, or once where it stands when not repeated', () => {
    for (const page of [0, 1]) expect(ids(pageRows(twoPages, page))).toContain('Header');
    const once = { repeatIdSuffixRows: false };
    expect(ids(pageRows(twoPages, 0, once))).toEqual(['Row1', 'Header']);
    expect(ids(pageRows(twoPages, 1, once))).toEqual(['Row3']);
  });

  it('splits a row whose nested layout holds a page break across its two pages, in document order', () => {
    expect(pageCount(nestedBreak)).toBe(2);
    expect(componentIds(pageRows(nestedBreak, 0))).toEqual(['Text1']);
    // The second column comes after the break in document order, so it is on the second page.
    expect(componentIds(pageRows(nestedBreak, 1))).toEqual(['Text2', 'Text3', 'Text4']);
    const [firstPart] = pageRows(nestedBreak, 0);
    expect(firstPart?.columns.map((c) => c.children.map((child) => child.id))).toEqual([['Text1'], []]);
  });

  it('shows each component on exactly one page, the one assignPages gives it', () => {
    const pages = Array.from({ length: pageCount(nestedBreak) }, (_, page) =>
      componentIds(pageRows(nestedBreak, page)),
    );
    expect(pages.flat().sort()).toEqual(['Text1', 'Text2', 'Text3', 'Text4']);
  });

  it('gives every shown component its page number, whatever the stored one', () => {
    const stale = form([pageBreakRow('Break'), row('Row1', [component('Text1', 'Text')])]);
    const [shown] = pageRows(stale, 1);
    expect(shown?.columns[0]?.children[0]).toMatchObject({ id: 'Text1', page: 1 });
  });

  it('does not look at visibility', () => {
    const content = form([row('Row1', [component('Text1', 'Text', { hidden: true })])]);
    expect(componentIds(pageRows(content, 0))).toEqual(['Text1']);
  });
});
