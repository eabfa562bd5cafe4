import { describe, expect, it } from 'vitest';
import { DOCUMENTS_PAGE_SIZE, documentsPageUrl, nextDocumentsPage } from './documentsPaging';

const page = (n: number, items: number, total: number) => ({
  items: Array.from({ length: items }, (_, i) => i),
  total,
  page: n,
  pageSize: 2,
});

describe('documents paging', () => {
  it('asks the server for one page of the filter', () => {
    expect(documentsPageUrl('all', 0)).toBe(
      `/api/portal/Documents/FindAll?page=0&pageSize=${DOCUMENTS_PAGE_SIZE}`,
    );
    expect(documentsPageUrl('pending', 2, 10)).toBe(
      '/api/portal/Documents/FindAll?page=2&pageSize=10&state=pending',
    );
    expect(documentsPageUrl('completed', 0, 5)).toBe(
      '/api/portal/Documents/FindAll?page=0&pageSize=5&state=completed',
    );
  });

  it('offers a next page until the total is shown', () => {
    const first = page(0, 2, 5);
    const second = page(1, 2, 5);
    const third = page(2, 1, 5);
    expect(nextDocumentsPage(first, [first])).toBe(1);
    expect(nextDocumentsPage(second, [first, second])).toBe(2);
    expect(nextDocumentsPage(third, [first, second, third])).toBeUndefined();
  });

  it('stops at an empty page even if the total said more (rows removed meanwhile)', () => {
    const first = page(0, 2, 5);
    const empty = page(1, 0, 5);
    expect(nextDocumentsPage(empty, [first, empty])).toBeUndefined();
  });
});
