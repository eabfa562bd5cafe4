import { eachLayoutComponent } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { pageBreak, testForm, testRow } from './printableTestForms';
import { type PrintPage, printPages } from './printPages';

const row = (id: string) => testRow(id, [{ id: `TextInput${id}`, elType: 'TextInput' }]);
const rowIds = (pages: PrintPage[]) => pages.map(({ rows }) => rows.map((r) => r.id));
const componentIds = (pages: PrintPage[]) =>
  pages.map(({ rows }) => [...eachLayoutComponent(rows)].map((c) => c.id));

describe('printPages', () => {
  it('cuts the rows at page breaks and drops the breaks', () => {
    expect(rowIds(printPages(testForm([row('A'), pageBreak('B'), row('C'), row('D')])))).toEqual([
      ['A'],
      ['C', 'D'],
    ]);
  });

  it('drops pages a break leaves empty, so no blank sheet prints', () => {
    const content = testForm([
      pageBreak('A'),
      row('B'),
      pageBreak('C'),
      pageBreak('D'),
      row('E'),
      pageBreak('F'),
    ]);
    expect(rowIds(printPages(content))).toEqual([['B'], ['E']]);
  });

  it('keeps one empty page for an empty form', () => {
    expect(printPages(testForm([]))).toEqual([{ page: 0, rows: [] }]);
  });

  it('cuts a row at a page break nested in its column, as the viewer pages it', () => {
    const content = testForm([
      testRow('Row1', [
        [row('Inner1'), pageBreak('Inner2'), row('Inner3')],
        { id: 'TextInputBeside', elType: 'TextInput' },
      ]),
    ]);
    // The second column follows the break in document order, so it prints on the second page.
    expect(componentIds(printPages(content))).toEqual([
      ['TextInputInner1'],
      ['TextInputInner3', 'TextInputBeside'],
    ]);
  });

  it('prints a row with an id suffix once, where it stands', () => {
    const header = { ...row('Header'), properties: { idSuffix: 'header' } };
    expect(rowIds(printPages(testForm([header, row('A'), pageBreak('B'), row('C')])))).toEqual([
      ['Header', 'A'],
      ['C'],
    ]);
  });
});
