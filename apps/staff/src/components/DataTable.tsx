import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A plain table that scrolls sideways on a phone; "Nothing here yet." when empty. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  emptyText,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{emptyText ?? t('common.noResults')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption className="staff-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
