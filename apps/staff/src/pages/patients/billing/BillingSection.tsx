import '@mantine/core/styles/Paper.css';
import type { CoreBillingLedger, CoreBillingLedgerLine } from '@clinic/api-contract';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { formatDate, localToday } from '../../../format/formatDate';
import { AdjustmentModal } from './AdjustmentModal';
import { useLedger } from './billingCalls';
import { billingTexts as texts } from './billingTexts';
import { ChargeModal } from './ChargeModal';
import { InvoicesPanel } from './InvoicesPanel';
import { formatCents } from './money';
import { PaymentModal } from './PaymentModal';
import { RefundModal } from './RefundModal';

type Refundable = CoreBillingLedgerLine & { paymentId: string; refundableCents: number };
type Dialog =
  | { kind: 'charge' }
  | { kind: 'adjust' }
  | { kind: 'pay' }
  | { kind: 'refund'; line: Refundable };

const isRefundable = (line: CoreBillingLedgerLine): line is Refundable =>
  line.paymentId !== null && (line.refundableCents ?? 0) > 0;

/** The chart's Billing section: totals, the ledger with its running balance, and the desk's postings. */
export function BillingSection({ patientId, locationId }: { patientId: string; locationId: string | null }) {
  const ledger = useLedger(patientId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  // A new posting starts without the last one's notice.
  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chart-billing">
      <Title id="chart-billing" order={2} size="h4" mb="sm">
        {texts.title}
      </Title>
      <QueryState query={ledger}>
        {(data) => (
          <Stack gap="sm">
            <Totals ledger={data} />
            <Group gap="xs">
              <Button onClick={() => open({ kind: 'charge' })}>{texts.postCharge}</Button>
              <Button variant="default" onClick={() => open({ kind: 'adjust' })}>
                {texts.adjust}
              </Button>
              <Button
                variant="default"
                disabled={data.cards.length === 0 || data.balanceCents <= 0}
                onClick={() => open({ kind: 'pay' })}
              >
                {texts.takePayment}
              </Button>
            </Group>
            {data.cards.length === 0 && (
              <Text size="sm" c="dimmed">
                {texts.noCards}
              </Text>
            )}
            {notice && (
              <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            <DataTable
              rows={data.lines}
              rowKey={(line) => line.id}
              caption={texts.caption}
              emptyText={texts.empty}
              columns={ledgerColumns((line) => open({ kind: 'refund', line }))}
            />
            <InvoicesPanel patientId={patientId} />
            {dialog?.kind === 'charge' && (
              <ChargeModal
                patientId={patientId}
                defaultLocationId={locationId}
                today={localToday()}
                onClose={close}
              />
            )}
            {dialog?.kind === 'adjust' && <AdjustmentModal patientId={patientId} onClose={close} />}
            {dialog?.kind === 'pay' && <PaymentModal ledger={data} onClose={close} onPaid={setNotice} />}
            {dialog?.kind === 'refund' && (
              <RefundModal patientId={patientId} line={dialog.line} onClose={close} />
            )}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}

function Totals({ ledger }: { ledger: CoreBillingLedger }) {
  const totals: [string, number][] = [
    [texts.balance, ledger.balanceCents],
    [texts.charges, ledger.chargesCents],
    [texts.payments, ledger.paymentsCents],
    [texts.adjustments, ledger.adjustmentsCents],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" spacing="xs" m={0}>
      {totals.map(([label, cents]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={label === texts.balance ? 700 : undefined}
            data-testid={`billing-${label}`}
          >
            {formatCents(cents)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

const amountCell = (cents: number) => (cents === 0 ? '' : formatCents(cents));

function detailsOf(line: CoreBillingLedgerLine): string {
  const parts = [
    line.entryType === 'charge' && line.serviceCode
      ? `${line.serviceCode} × ${line.units ?? 1}`
      : line.details,
    line.clinician?.name,
    line.location?.name,
    line.reason ? texts.reasons[line.reason] : null,
    line.reason && line.note ? line.note : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function ledgerColumns(onRefund: (line: Refundable) => void): Column<CoreBillingLedgerLine>[] {
  return [
    { header: texts.date, cell: (line) => (line.date ? formatDate(line.date) : '--') },
    {
      header: texts.description,
      cell: (line) => (
        <>
          <Text size="sm">{line.description}</Text>
          <Text size="xs" c="dimmed">
            {texts.entryTypes[line.entryType]}
          </Text>
        </>
      ),
    },
    { header: texts.details, cell: detailsOf },
    { header: texts.charges, cell: (line) => amountCell(line.chargesCents) },
    { header: texts.payments, cell: (line) => amountCell(line.paymentsCents) },
    { header: texts.adjustments, cell: (line) => amountCell(line.adjustmentsCents) },
    { header: texts.runningBalance, cell: (line) => formatCents(line.balanceCents) },
    {
      header: texts.actions,
      cell: (line) =>
        isRefundable(line) ? (
          <Button size="compact-sm" variant="default" onClick={() => onRefund(line)}>
            {texts.refund}
          </Button>
        ) : null,
    },
  ];
}
