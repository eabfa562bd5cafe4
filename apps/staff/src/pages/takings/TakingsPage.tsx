import '../../components/selectStyles';
import type {
  CoreBillingTakings,
  CoreBillingTakingsEntry,
  CoreBillingTakingsLocation,
} from '@clinic/api-contract';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { optionsOf, useLocations } from '../../api/queries/referenceQueries';
import { type Column, DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { PatientChartLink } from '../../components/PatientChartLink';
import { QueryState } from '../../components/QueryState';
import { formatDateTime, localToday } from '../../format/formatDate';
import { formatCents } from '../patients/billing/money';
import { downloadTakingsCsv, useTakings } from './takingsCalls';
import { takingsTexts as texts } from './takingsTexts';

const withCount = (cents: number, count: number) => `${formatCents(cents)} ${texts.count(count)}`;

const summaryColumns: Column<CoreBillingTakingsLocation>[] = [
  { header: texts.location, cell: (row) => row.location?.name ?? texts.noLocation },
  { header: texts.payments, cell: (row) => withCount(row.paymentsCents, row.paymentsCount) },
  { header: texts.refunds, cell: (row) => withCount(row.refundsCents, row.refundsCount) },
  { header: texts.net, cell: (row) => formatCents(row.netCents) },
];

const entryColumns: Column<CoreBillingTakingsEntry>[] = [
  { header: texts.time, cell: (entry) => formatDateTime(entry.postedAt) },
  { header: texts.type, cell: (entry) => texts.types[entry.type] },
  { header: texts.location, cell: (entry) => entry.location?.name ?? texts.noLocation },
  {
    header: texts.patient,
    cell: (entry) => <PatientChartLink patientId={entry.patient.id} name={entry.patient.name} />,
  },
  { header: texts.card, cell: (entry) => entry.card },
  { header: texts.takenBy, cell: (entry) => entry.takenBy ?? texts.portal },
  {
    header: texts.amount,
    cell: (entry) => formatCents(entry.type === 'refund' ? -entry.amountCents : entry.amountCents),
  },
];

/** With more than one location, a last line adds them up. */
function withTotal(takings: CoreBillingTakings): CoreBillingTakingsLocation[] {
  if (takings.locations.length < 2) return takings.locations;
  const sum = (pick: (row: CoreBillingTakingsLocation) => number) =>
    takings.locations.reduce((total, row) => total + pick(row), 0);
  return [
    ...takings.locations,
    {
      location: { id: 'total', name: texts.total },
      paymentsCount: sum((row) => row.paymentsCount),
      paymentsCents: sum((row) => row.paymentsCents),
      refundsCount: sum((row) => row.refundsCount),
      refundsCents: sum((row) => row.refundsCents),
      netCents: sum((row) => row.netCents),
    },
  ];
}

/** A day's takings: payments and refunds per location, each one listed, and the CSV for the books. */
export default function TakingsPage() {
  const [date, setDate] = useState(localToday());
  const [locationId, setLocationId] = useState<string | null>(null);
  const locations = useLocations().data;
  const takings = useTakings(date, locationId);
  const csv = useMutation({ mutationFn: () => downloadTakingsCsv(date, locationId) });
  return (
    <Stack>
      <PageHeader title={texts.title}>
        <Button variant="default" loading={csv.isPending} onClick={() => csv.mutate()}>
          {texts.exportCsv}
        </Button>
      </PageHeader>
      <Text c="dimmed">{texts.intro}</Text>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={texts.date}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <Select
          label={texts.location}
          placeholder={texts.allLocations}
          clearable
          data={optionsOf(locations, (location) => location.name)}
          value={locationId}
          onChange={setLocationId}
        />
      </Group>
      <ErrorAlert error={csv.error} />
      <QueryState query={takings}>
        {(data) => (
          <Stack>
            <DataTable
              rows={withTotal(data)}
              rowKey={(row) => row.location?.id ?? 'none'}
              caption={texts.summaryCaption}
              emptyText={texts.empty}
              columns={summaryColumns}
            />
            {data.entries.length > 0 && (
              <DataTable
                rows={data.entries}
                rowKey={(entry) => entry.id}
                caption={texts.entriesCaption}
                columns={entryColumns}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
