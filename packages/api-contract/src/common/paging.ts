import { z } from 'zod';

/**
 * Lookups are read whole with page 0 and pageSize 1000000 (forms.md section 7), so that is the
 * largest page size accepted.
 */
export const maxPageSize = 1_000_000;
/**
 * Far past any list's end at any page size, and small enough that page × pageSize (the SQL
 * OFFSET) stays an exact number and inside PostgreSQL's bigint.
 */
export const maxPage = 1_000_000;

/** List calls page with { page (from 0), pageSize }. */
export const pageRequestSchema = z.object({
  page: z.coerce.number().int().min(0).max(maxPage).default(0),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(50),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

export function pagedReplySchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(0),
    pageSize: z.number().int().min(1),
  });
}
export interface PagedReply<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Path parameter `{id}`: our ids are UUIDs; anything else cannot name a row. */
export const idParamsSchema = z.object({ id: z.uuid() });
