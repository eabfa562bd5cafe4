import { isPageBreakRow, type RowNode } from '@clinic/forms-core';

function pageOf(row: RowNode): number | undefined {
  for (const column of row.columns) {
    for (const child of column.children) {
      if (child.kind === 'component') return child.page;
      const nested = pageOf(child);
      if (nested !== undefined) return nested;
    }
  }
  return undefined;
}

/**
 * The top-level rows shown on a page (portal.md section 4): page-break rows never; a row
 * only on its own page, unless its id suffix is set. Components carry their page from
 * forms-core's assignPages. Hidden rows are left to RowView, which follows visibility live.
 */
export function pageRows(rows: readonly RowNode[], page: number): RowNode[] {
  return rows.filter((row) => {
    if (isPageBreakRow(row)) return false;
    const suffix = row.properties.idSuffix;
    if (suffix !== undefined && suffix !== null && suffix !== '') return true;
    return (pageOf(row) ?? 0) === page;
  });
}
