import { describe, expect, it } from 'vitest';
import { maxPage, maxPageSize, pageRequestSchema } from './paging';

describe('page requests', () => {
  it('accept the largest page of the largest size, whose offset PostgreSQL can still count', () => {
    const page = pageRequestSchema.parse({ page: String(maxPage), pageSize: String(maxPageSize) });
    expect(page).toEqual({ page: maxPage, pageSize: maxPageSize });
    expect(Number.isSafeInteger(page.page * page.pageSize)).toBe(true);
    expect(BigInt(page.page * page.pageSize)).toBeLessThan(2n ** 63n);
  });

  it.each([
    { page: maxPage + 1 },
    { page: 10 ** 15 },
    { page: -1 },
    { page: 1.5 },
    { pageSize: 0 },
    { pageSize: maxPageSize + 1 },
  ])('refuse %o', (request) => {
    expect(pageRequestSchema.safeParse(request).success).toBe(false);
  });
});
