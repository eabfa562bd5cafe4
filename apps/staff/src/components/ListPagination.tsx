import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';

/** The pages of a paged list (page counted from 0), shown only when there is more than one. */
export function ListPagination({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <Group>
      <Pagination
        total={Math.ceil(total / pageSize)}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
      />
    </Group>
  );
}
