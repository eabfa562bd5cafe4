import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import type { RowNode } from '../model/layout';
import { pruneRows } from './pruneRows';

const keepAll = () => true;
const childIds = (rows: RowNode[]) =>
  rows.map((r) => r.columns.map((c) => c.children.map((child) => child.id)));

describe('pruneRows', () => {
  it('drops page-break rows at every depth, whatever keep says', () => {
    const { rows } = form([
      pageBreakRow('Break1'),
      row('Row1', [[component('Text1', 'Text'), pageBreakRow('Break2')]]),
    ]);
    expect(childIds(pruneRows(rows, keepAll))).toEqual([[['Text1']]]);
  });

  it('keeps a row with one kept column, the other emptied but still there for its width', () => {
    const { rows } = form([row('Row1', [component('Text1', 'Text'), component('Text2', 'Text')])]);
    const [kept] = pruneRows(rows, (c) => c.id !== 'Text1');
    expect(kept?.columns.map((c) => [c.properties.cols, c.children.map((child) => child.id)])).toEqual([
      [6, []],
      [6, ['Text2']],
    ]);
  });

  it('drops a row whose columns are all left empty, and a row of empty columns', () => {
    const { rows } = form([
      row('Row1', [component('Text1', 'Text'), component('Text2', 'Text')]),
      { ...row('Row2', []), columns: [] },
      row('Row3', [[]]),
      row('Row4', [[row('Nested', [component('Text3', 'Text')])]]),
    ]);
    expect(pruneRows(rows, (c) => c.id === 'Text9')).toEqual([]);
  });

  it('names the enclosing rows of each component, outermost first', () => {
    const { rows } = form([row('Row1', [[row('Nested', [component('Text1', 'Text')])]])]);
    const seen: string[][] = [];
    pruneRows(rows, (_, enclosing) => {
      seen.push(enclosing.map((r) => r.id));
      return true;
    });
    expect(seen).toEqual([['Row1', 'Nested']]);
  });

  it('leaves the input untouched', () => {
    const { rows } = form([row('Row1', [component('Text1', 'Text'), component('Text2', 'Text')])]);
    const before = JSON.stringify(rows);
    pruneRows(rows, (c) => c.id === 'Text1');
    expect(JSON.stringify(rows)).toBe(before);
  });
});
