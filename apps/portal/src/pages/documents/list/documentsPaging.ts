import type { PagedReply } from '@clinic/api-contract';

/** Rows per "Load more": a screenful; the server counts the total (documents list, issue 17.7). */
export const DOCUMENTS_PAGE_SIZE = 25;

/** The Documents page's filter; the server applies it, so paging and the total follow it. */
export type DocumentsFilter = 'all' | 'pending' | 'completed';

/** FindAll's address for one page of a filter (state=pending is every status but Completed). */
export function documentsPageUrl(
  filter: DocumentsFilter,
  page: number,
  pageSize = DOCUMENTS_PAGE_SIZE,
): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter !== 'all') query.set('state', filter);
  return `/api/portal/Documents/FindAll?${query}`;
}

/** The next page to ask for, or undefined once every row of the total is loaded. */
export function nextDocumentsPage<T>(
  last: PagedReply<T>,
  loaded: readonly PagedReply<T>[],
): number | undefined {
  const shown = loaded.reduce((sum, page) => sum + page.items.length, 0);
  // An empty page ends it too: rows deleted meanwhile must not leave a button that loads nothing.
  return shown < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}
