import '@mantine/core/styles/Table.css';
import type { BillingPaymentHistoryLine } from '@clinic/api-contract';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScrollRegion } from '../../app/TableScrollRegion';
import { formatBillingDate, formatMoney } from '../../format/formatters';
import { statementLineText } from './statementLineText';

/** The statement, newest first: date, charges, payments, balance, details, amount. */
export function PaymentHistoryTable({ lines }: { lines: readonly BillingPaymentHistoryLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text c="gray.7">{t('billing.noHistory')}</Text>;
  // A zero on the other side of a line says nothing: show it as empty.
  const money = (amount: number) => (amount === 0 ? '' : formatMoney(amount));
  return (
    <TableScrollRegion label={t('billing.historyCaption')} minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption c="gray.7">{t('billing.historyCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('billing.columns.charges')}</Table.Th>
            <Table.Th ta="right">{t('billing.columns.payments')}</Table.Th>
            <Table.Th ta="right">{t('billing.columns.balance')}</Table.Th>
            <Table.Th>{t('billing.columns.details')}</Table.Th>
            <Table.Th ta="right">{t('billing.columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const { description, details } = statementLineText(line, t);
            return (
              <Table.Tr key={line.id}>
                <Table.Td>{formatBillingDate(line.date)}</Table.Td>
                <Table.Td ta="right">{money(line.charges)}</Table.Td>
                <Table.Td ta="right">{money(line.payments)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.balance)}</Table.Td>
                <Table.Td>
                  {description}
                  {details && <Text span c="gray.7" size="sm">{` · ${details}`}</Text>}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
