import '@mantine/core/styles/Table.css';
import { type BillingInvoice, invoiceNumberText } from '@clinic/api-contract';
import { Button, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { httpClient } from '../../api/httpClient';
import { TableScrollRegion } from '../../app/TableScrollRegion';
import { formatDate, formatMoney } from '../../format/formatters';

/** Saves a PDF the client fetched (with the session) under its name. */
async function downloadInvoice(patientId: string, invoice: BillingInvoice): Promise<void> {
  const { blob, fileName } = await httpClient.download(
    `/api/portal/Patients/${encodeURIComponent(patientId)}/Invoices/${encodeURIComponent(invoice.id)}/Pdf`,
  );
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName ?? `${invoiceNumberText(invoice.number)}.pdf`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL can go at the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The clinic's invoices: number, date, balance due, and the PDF in the portal's language. */
export function InvoicesTable({
  patientId,
  invoices,
}: {
  patientId: string;
  invoices: readonly BillingInvoice[];
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const download = useMutation({
    mutationFn: (invoice: BillingInvoice) => downloadInvoice(patientId, invoice),
    onError: (error) => alerts.error(error),
  });
  if (invoices.length === 0) return <Text c="gray.7">{t('billing.noInvoices')}</Text>;
  return (
    <TableScrollRegion label={t('billing.invoicesCaption')} minWidth={480}>
      <Table striped highlightOnHover>
        <Table.Caption c="gray.7">{t('billing.invoicesCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.invoiceColumns.number')}</Table.Th>
            <Table.Th>{t('billing.invoiceColumns.issued')}</Table.Th>
            <Table.Th ta="right">{t('billing.invoiceColumns.balance')}</Table.Th>
            <Table.Th>{t('billing.invoiceColumns.open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const number = invoiceNumberText(invoice.number);
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td>{number}</Table.Td>
                <Table.Td>{formatDate(invoice.issuedAt)}</Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.balanceCents / 100)}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t('billing.downloadInvoiceOf', { number })}
                    loading={download.isPending && download.variables?.id === invoice.id}
                    onClick={() => download.mutate(invoice)}
                  >
                    {t('billing.downloadInvoice')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
