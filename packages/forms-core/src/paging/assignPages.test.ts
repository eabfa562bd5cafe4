import { describe, expect, it } from 'vitest';
import { component, form, pageBreakRow, row } from '../model/buildLayout.testing';
import { eachLayoutComponent } from '../model/walkLayout';
import { assignPages } from './assignPages';

function pagesById(rows: ReturnType<typeof form>['rows']): Record<string, number> {
  return Object.fromEntries([...eachLayoutComponent(rows)].map((c) => [c.id, c.page]));
}

describe('assignPages', () => {
  it('puts everything on page 0 when there is no page break', () => {
    const content = form([row('Row1', [component('Text1', 'Text'), component('TextInput1', 'TextInput')])]);
    expect(pagesById(assignPages(content).rows)).toEqual({ Text1: 0, TextInput1: 0 });
  });

  it('starts a new page after each page-break row, the break itself ending its page', () => {
    const content = form([
      row('Row1', [component('Text1', 'Text')]),
      pageBreakRow('Row2'),
      row('Row3', [component('Text2', 'Text')]),
      pageBreakRow('Row4'),
      row('Row5', [component('Text3', 'Text')]),
    ]);
    expect(pagesById(assignPages(content).rows)).toEqual({
      Text1: 0,
      PageBreakRow2: 0,
      Text2: 1,
      PageBreakRow4: 1,
      Text3: 2,
    });
  });

  it('numbers components of nested layouts, and counts nested page breaks in document order', () => {
    const content = form([
      row('Row1', [
        [component('Text1', 'Text'), pageBreakRow('Row2'), row('Row3', [component('Text2', 'Text')])],
      ]),
      row('Row4', [component('Text3', 'Text')]),
    ]);
    expect(pagesById(assignPages(content).rows)).toMatchObject({ Text1: 0, Text2: 1, Text3: 1 });
  });

  it('leaves the input untouched', () => {
    const content = form([pageBreakRow('Row1'), row('Row2', [component('Text1', 'Text')])]);
    const before = JSON.stringify(content);
    assignPages(content);
    expect(JSON.stringify(content)).toBe(before);
  });
});
