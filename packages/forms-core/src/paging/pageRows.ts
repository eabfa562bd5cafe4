import type { FormContent, RowNode } from '../model/layout';
import { assignPages } from './assignPages';
import { pruneRows } from './pruneRows';

export interface PageRowsOptions {
  /**
   * Whether a row whose `properties.idSuffix` is set shows its whole content on every page
   * (the viewer; the default), or only its components of this page, like any row (printing,
   * where such a row prints once, where it stands).
   */
  repeatIdSuffixRows?: boolean;
}

/**
 * The rows of one page, as a pruned copy of the paged layout (see `pruneRows`): a component
 * shows only on its own page (assignPages, nested page breaks included), so a row whose nested
 * layout holds a page break shows its first part on one page and the rest on the next.
 * Visibility is not looked at: see `visibleRows`.
 */
export function pageRows(
  content: FormContent,
  page: number,
  { repeatIdSuffixRows = true }: PageRowsOptions = {},
): RowNode[] {
  return pruneRows(
    assignPages(content).rows,
    (component, rows) => component.page === page || (repeatIdSuffixRows && rows.some(hasIdSuffix)),
  );
}

function hasIdSuffix(row: RowNode): boolean {
  const suffix = row.properties.idSuffix;
  return suffix !== undefined && suffix !== null && suffix !== '';
}
