import '@mantine/core/styles/Table.css';
import type { AppointmentRequest } from '@clinic/api-contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, orEmpty } from '../../format/formatters';

/** When, where and with whom a request asks to be seen. */
export function RequestSummary({ request }: { request: AppointmentRequest }) {
  const { t } = useTranslation();
  const start = request.requestedStart;
  const rows = [
    [t('wizard.steps.service'), orEmpty(request.serviceName)],
    [t('wizard.steps.dateTime'), start ? `${formatDate(start)} ${formatTime(start)}` : orEmpty(null)],
    [t('wizard.steps.location'), orEmpty(request.locationName)],
    [t('wizard.steps.placeOfService'), orEmpty(request.placeOfServiceName)],
    [
      t('wizard.steps.clinician'),
      request.clinicianId ? orEmpty(request.clinicianName) : t('wizard.clinician.any'),
    ],
  ] as const;
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
