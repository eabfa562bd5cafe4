import type { PagedReply } from '@clinic/api-contract';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Column, DataTable } from './DataTable';
import { ListPagination } from './ListPagination';
import { QueryState } from './QueryState';

/** One page of a paged list as a table (loader and error while it loads), with its pages under it. */
export function PagedTable<T>({
  query,
  columns,
  rowKey,
  caption,
  emptyText,
  pageSize,
  page,
  onPage,
}: {
  query: UseQueryResult<PagedReply<T>>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  emptyText: string;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <QueryState query={query}>
      {(result) => (
        <Stack>
          <DataTable<T>
            caption={caption}
            emptyText={emptyText}
            rows={result.items}
            rowKey={rowKey}
            columns={columns}
          />
          <ListPagination total={result.total} pageSize={pageSize} page={page} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}
