import {
  type ColumnNode,
  eachLayoutComponent,
  formContentSchema,
  pageCount,
  pageRows,
  type RowNode,
} from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { type PrintItem, printableDocument } from './printableDocument';
import { withoutBlankPages } from './withoutBlankPages';

type Child = ColumnNode['children'][number];

const input = (id: string, properties: Record<string, unknown> = {}): Child => ({
  kind: 'component',
  id,
  elType: 'TextInput',
  version: 1,
  page: 0,
  properties: { label: id, ...properties },
});
const row = (id: string, columns: Child[][]): RowNode => ({
  kind: 'row',
  id,
  version: 1,
  properties: {},
  columns: columns.map((children, index) => ({
    kind: 'column',
    id: `${id}Column${index + 1}`,
    version: 1,
    properties: { cols: 12 / columns.length },
    children,
  })),
});
const pageBreak = (id: string, properties: Record<string, unknown> = {}): RowNode =>
  row(id, [
    [{ kind: 'component', id: `PageBreak${id}`, elType: 'PageBreak', version: 1, page: 0, properties }],
  ]);

function printedPages(rows: RowNode[], results: Record<string, unknown> = {}): string[][] {
  const { items } = printableDocument({
    formName: 'Intake',
    content: formContentSchema.parse({ rows }),
    results,
    status: 'Completed',
    effectiveDate: null,
    completedAt: null,
    patient: { fullName: 'Alex Rivera', mrn: 'MRN-1', dateOfBirth: '1990-04-12' },
    author: null,
  });
  const pages: string[][] = [[]];
  for (const item of items) {
    if (item.kind === 'pageBreak') pages.push([]);
    else if (item.kind === 'field') pages.at(-1)?.push(item.label);
  }
  return pages;
}

describe('printable document pages', () => {
  it('cuts pages at a page break nested in a column where the viewer cuts them', () => {
    const rows = [
      row('Row1', [
        [input('TextInput1'), pageBreak('Nested'), row('Row2', [[input('TextInput2')]])],
        [input('TextInput3')],
      ]),
      pageBreak('Top'),
      row('Row3', [[input('TextInput4')]]),
    ];
    const content = formContentSchema.parse({ rows });
    const viewerPages = Array.from({ length: pageCount(content) }, (_, page) =>
      [...eachLayoutComponent(pageRows(content, page))].map((c) => c.id),
    );
    expect(viewerPages).toEqual([['TextInput1'], ['TextInput2', 'TextInput3'], ['TextInput4']]);
    expect(printedPages(rows)).toEqual(viewerPages);
  });

  it('cuts at a page break whose own hidden holds, as the viewer counts every page break', () => {
    const rows = [
      row('Row1', [[input('TextInput1')]]),
      pageBreak('Break', { hidden: true }),
      row('Row2', [[input('TextInput2')]]),
    ];
    expect(printedPages(rows)).toEqual([['TextInput1'], ['TextInput2']]);
  });

  it('prints no blank sheet for a page break first, last, after another, or around hidden fields only', () => {
    const rows = [
      pageBreak('First'),
      row('Row1', [[input('TextInput1')]]),
      pageBreak('Middle1'),
      row('Row2', [[input('TextInput2', { hidden: true })]]),
      pageBreak('Middle2'),
      row('Row3', [[input('TextInput3')]]),
      pageBreak('Last'),
    ];
    expect(printedPages(rows)).toEqual([['TextInput1'], ['TextInput3']]);
  });
});

describe('withoutBlankPages', () => {
  const field = (text: string): PrintItem => ({ kind: 'text', text });
  const cut: PrintItem = { kind: 'pageBreak' };

  it('keeps the breaks between printed items, once', () => {
    expect(withoutBlankPages([cut, field('A'), cut, cut, field('B'), cut])).toEqual([
      field('A'),
      cut,
      field('B'),
    ]);
  });

  it('leaves nothing of breaks alone', () => {
    expect(withoutBlankPages([cut, cut])).toEqual([]);
  });
});
