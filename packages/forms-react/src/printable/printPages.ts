import { type FormContent, pageCount, pageRows, type RowNode } from '@clinic/forms-core';

/** One printed page: the form's zero-based page number and its rows. */
export interface PrintPage {
  page: number;
  rows: RowNode[];
}

/**
 * The form's pages, as the viewer pages it (forms-core pageRows, nested page breaks included),
 * for the printable layout to show one after another. Rows with an id suffix print once, where
 * they stand. A page left empty (a page break at the end, or two in a row) is dropped, since it
 * would print a blank sheet; an empty form keeps its one empty page.
 */
export function printPages(content: FormContent): PrintPage[] {
  const pages = Array.from({ length: pageCount(content) }, (_, page) => ({
    page,
    rows: pageRows(content, page, { repeatIdSuffixRows: false }),
  }));
  const filled = pages.filter(({ rows }) => rows.length > 0);
  return filled.length > 0 ? filled : [{ page: 0, rows: [] }];
}
