import { describe, expect, it } from 'vitest';
import { pageBreak, testRow } from './printableTestForms';
import { printPages } from './printPages';

const row = (id: string) => testRow(id, [{ id: `TextInput${id}`, elType: 'TextInput' }]);
const ids = (pages: ReturnType<typeof printPages>) => pages.map((page) => page.map((r) => r.id));

describe('printPages', () => {
  it('cuts the rows at page breaks and drops the breaks', () => {
    expect(ids(printPages([row('A'), pageBreak('B'), row('C'), row('D')]))).toEqual([['A'], ['C', 'D']]);
  });

  it('drops pages a break leaves empty, so no blank sheet prints', () => {
    expect(
      ids(printPages([pageBreak('A'), row('B'), pageBreak('C'), pageBreak('D'), row('E'), pageBreak('F')])),
    ).toEqual([['B'], ['E']]);
  });

  it('keeps one empty page for an empty form', () => {
    expect(printPages([])).toEqual([[]]);
  });
});
