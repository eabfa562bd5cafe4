import type { PagedReply, PageRequest } from '@clinic/api-contract';

/** LIMIT and OFFSET of a page request. */
export function pageWindow(page: PageRequest): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: page.page * page.pageSize };
}

export function pagedReply<T>(items: T[], total: number, page: PageRequest): PagedReply<T> {
  return { items, total, page: page.page, pageSize: page.pageSize };
}
