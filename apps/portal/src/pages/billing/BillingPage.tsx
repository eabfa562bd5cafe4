import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentOptionsDialog } from '../../dialogs/PaymentOptionsDialog';
import { type PaymentResult, PaymentResultDialog } from '../../dialogs/PaymentResultDialog';
import { formatMoney } from '../../format/formatters';
import { QueryState } from '../newAppointment/steps/QueryState';
import { useInvoices, usePatientId, usePatientRecord } from './billingQueries';
import { InvoicesTable } from './InvoicesTable';
import { PayDialog } from './PayDialog';
import { PaymentHistoryTable } from './PaymentHistoryTable';
import { usePayment } from './usePayment';
import { usePaymentRequest } from './usePaymentRequest';

type Stage = 'idle' | 'options' | 'pay' | 'result';

/** Billing (Payments and Invoices): balance, the payment flow and the statement. */
export default function BillingPage() {
  const { t } = useTranslation();
  const patientId = usePatientId();
  const record = usePatientRecord(patientId);
  const invoices = useInvoices(patientId);
  const [stage, setStage] = useState<Stage>('idle');
  const [requestId, setRequestId] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const paymentRequest = usePaymentRequest(patientId);
  const payment = usePayment(patientId, (outcome) => {
    setResult(outcome);
    setStage('result');
  });
  const balance = record.data?.balance ?? 0;

  const openOptions = () =>
    paymentRequest.open.mutate(undefined, {
      onSuccess: (id) => {
        setRequestId(id);
        setStage('options');
      },
    });
  const settle = (disable: boolean) => {
    if (!requestId) {
      setStage('idle');
      return;
    }
    paymentRequest.settle.mutate({ id: requestId, disable }, { onSettled: () => setStage('idle') });
  };
  const closeResult = () => {
    // 'Close and try again' returns to the payment form with what was typed.
    setStage(result?.kind === 'failure' ? 'pay' : 'idle');
    setResult(null);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('billing.title')}
      </Title>
      <QueryState query={record}>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text c="gray.7" size="sm" id="balance-label">
                {t('billing.balance')}
              </Text>
              <Text fz={28} fw={700} aria-labelledby="balance-label">
                {formatMoney(balance)}
              </Text>
            </div>
            <Group>
              <Button variant="default" component={Link} to="/paymentMethods">
                {t('billing.paymentMethods')}
              </Button>
              <Button onClick={openOptions} disabled={balance <= 0} loading={paymentRequest.open.isPending}>
                {t('billing.makePayment')}
              </Button>
            </Group>
          </Group>
          {balance <= 0 && (
            <Text size="sm" c="gray.7" mt="xs">
              {t('billing.nothingDue')}
            </Text>
          )}
        </Paper>
        <section aria-labelledby="payment-history-heading">
          <Title order={2} size="h4" id="payment-history-heading" mb="xs">
            {t('billing.history')}
          </Title>
          <PaymentHistoryTable lines={record.data?.paymentHistory ?? []} />
        </section>
        <section aria-labelledby="invoices-heading">
          <Title order={2} size="h4" id="invoices-heading" mb="xs">
            {t('billing.invoices')}
          </Title>
          {patientId && <InvoicesTable patientId={patientId} invoices={invoices.data ?? []} />}
        </section>
      </QueryState>
      <PaymentOptionsDialog
        opened={stage === 'options'}
        amountDue={formatMoney(balance)}
        busy={paymentRequest.settle.isPending}
        onPayNow={() => setStage('pay')}
        onPayLater={() => settle(false)}
        onCancelPayment={() => settle(true)}
        onClose={() => setStage('idle')}
      />
      {(stage === 'pay' || stage === 'result') && (
        <PayDialog
          opened={stage === 'pay'}
          balance={balance}
          cards={record.data?.creditCards ?? []}
          paying={payment.isPending}
          onPay={(body) => payment.mutate(body)}
          onClose={() => setStage('idle')}
        />
      )}
      <PaymentResultDialog result={result} onClose={closeResult} />
    </Stack>
  );
}
