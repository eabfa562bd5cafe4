import type { CoreBillingLedgerLine } from '@clinic/api-contract';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { FormModal } from '../../../components/FormModal';
import { useRefund } from './billingCalls';
import { billingTexts as texts } from './billingTexts';
import { MoneyInput } from './MoneyInput';
import { dollarsInputToCents, formatCents } from './money';

const fields = ['amountCents', 'reason'];

/** Refunds all or part of a payment to its card; the key lives as long as the dialog, like a payment's. */
export function RefundModal({
  patientId,
  line,
  onClose,
}: {
  patientId: string;
  line: CoreBillingLedgerLine & { paymentId: string; refundableCents: number };
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useRefund(patientId, line.paymentId, onClose);
  const [amount, setAmount] = useState<string | number>(line.refundableCents / 100);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const amountCents = dollarsInputToCents(amount);
    setMissing(amountCents <= 0);
    if (amountCents > 0) refund.mutate({ amountCents, reason: reason.trim(), idempotencyKey });
  };

  return (
    <FormModal
      opened
      title={texts.refundDialog.title}
      onClose={onClose}
      onSubmit={submit}
      busy={refund.isPending}
      error={errorBeyondFields(refund.error, fields)}
      submitLabel={texts.refundDialog.submit}
    >
      <Text size="sm">
        {texts.refundDialog.of(formatCents(line.paymentsCents), formatCents(line.refundableCents))}
      </Text>
      <MoneyInput
        label={texts.refundDialog.amount}
        max={line.refundableCents / 100}
        value={amount}
        error={missing ? texts.required : fieldErrorOf(refund.error, 'amountCents')}
        onChange={setAmount}
      />
      <TextInput
        label={texts.refundDialog.reason}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </FormModal>
  );
}
