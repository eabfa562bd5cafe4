import { type BillingInvoice, invoiceNumberText } from '@clinic/api-contract';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/formatDate';
import { downloadInvoicePdf, useInvoices, useSendInvoice } from './billingCalls';
import { billingTexts } from './billingTexts';
import { formatCents } from './money';

/** The patient's invoices: issue and e-mail one of the ledger as it stands, open each as a PDF. */
export function InvoicesPanel({ patientId }: { patientId: string }) {
  const texts = billingTexts.invoices;
  const invoices = useInvoices(patientId);
  const [notice, setNotice] = useState<string | null>(null);
  const send = useSendInvoice(patientId);
  const pdf = useMutation({
    mutationFn: (invoice: BillingInvoice) => downloadInvoicePdf(patientId, invoice),
  });
  const columns: Column<BillingInvoice>[] = [
    { header: texts.number, cell: (invoice) => invoiceNumberText(invoice.number) },
    { header: texts.issued, cell: (invoice) => formatDateTime(invoice.issuedAt) },
    { header: texts.balance, cell: (invoice) => formatCents(invoice.balanceCents) },
    {
      header: texts.emailed,
      cell: (invoice) => (invoice.emailedAt ? formatDateTime(invoice.emailedAt) : texts.notEmailed),
    },
    {
      header: texts.pdf,
      cell: (invoice) => (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={texts.pdfOf(invoiceNumberText(invoice.number))}
          loading={pdf.isPending && pdf.variables?.id === invoice.id}
          onClick={() => pdf.mutate(invoice)}
        >
          {texts.pdf}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="chart-invoices">
      <Group justify="space-between">
        <Title id="chart-invoices" order={3} size="h5">
          {texts.title}
        </Title>
        <Button
          variant="default"
          loading={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (list) => setNotice(list[0]?.emailedAt ? texts.sent : texts.sentNoEmail),
            })
          }
        >
          {texts.send}
        </Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ErrorAlert error={send.error ?? pdf.error} />
      <QueryState query={invoices}>
        {(list) => (
          <DataTable
            rows={list}
            rowKey={(invoice) => invoice.id}
            caption={texts.caption}
            emptyText={texts.empty}
            columns={columns}
          />
        )}
      </QueryState>
    </Stack>
  );
}
