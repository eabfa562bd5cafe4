import type { ProfileStaffChangeRequest } from '@clinic/api-contract';
import { Text } from '@mantine/core';
import { DataTable } from '../../components/DataTable';
import { profileFieldLabel, changeRequestTexts as texts } from './changeRequestTexts';

interface FieldChange {
  field: string;
  current: string;
  requested: string;
}

function ValueText({ value, strong }: { value: string; strong?: boolean }) {
  if (!value)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {texts.emptyValue}
      </Text>
    );
  return (
    <Text size="sm" fw={strong ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/** Each requested field beside the chart's value now, so staff see what applying changes. */
export function ChangeValuesTable({ request }: { request: ProfileStaffChangeRequest }) {
  const rows: FieldChange[] = Object.entries(request.changes).map(([field, requested]) => ({
    field,
    current: request.current[field] ?? '',
    requested,
  }));
  return (
    <DataTable<FieldChange>
      caption={texts.reviewTitle}
      rows={rows}
      rowKey={(row) => row.field}
      columns={[
        { header: texts.field, cell: (row) => profileFieldLabel(row.field) },
        { header: texts.current, cell: (row) => <ValueText value={row.current} /> },
        { header: texts.requested, cell: (row) => <ValueText value={row.requested} strong /> },
      ]}
    />
  );
}
