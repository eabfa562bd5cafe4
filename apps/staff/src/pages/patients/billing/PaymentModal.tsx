import '../../../components/selectStyles';
import type { CoreBillingLedger } from '@clinic/api-contract';
import { formatMoneyUsd } from '@clinic/forms-core';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { FormModal } from '../../../components/FormModal';
import { useTakePayment } from './billingCalls';
import { billingTexts as texts } from './billingTexts';
import { MoneyInput } from './MoneyInput';
import { dollarsInputToCents } from './money';

const fields = ['amountCents', 'paymentMethodId'];

/**
 * A desk payment with one of the patient's saved cards. The idempotency key lives as long as the
 * dialog: sending again (after a time-out, a double click) never charges twice.
 */
export function PaymentModal({
  ledger,
  onClose,
  onPaid,
}: {
  ledger: CoreBillingLedger;
  onClose: () => void;
  onPaid: (message: string) => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const pay = useTakePayment(ledger.patientId, (paid) => {
    onPaid(
      texts.payment.paid(formatMoneyUsd(paid.amountPaid), paid.paymentType, formatMoneyUsd(paid.newBalance)),
    );
    onClose();
  });
  const defaultCard = ledger.cards.find((card) => card.isDefault) ?? ledger.cards[0];
  const [cardId, setCardId] = useState<string | null>(defaultCard?.id ?? null);
  const [amount, setAmount] = useState<string | number>(Math.max(ledger.balanceCents, 0) / 100);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const errorOf = (field: string) => (missing.has(field) ? texts.required : fieldErrorOf(pay.error, field));

  const submit = () => {
    const amountCents = dollarsInputToCents(amount);
    const empty = new Set<string>();
    if (amountCents <= 0) empty.add('amountCents');
    if (!cardId) empty.add('paymentMethodId');
    setMissing(empty);
    if (empty.size === 0 && cardId) pay.mutate({ amountCents, paymentMethodId: cardId, idempotencyKey });
  };

  return (
    <FormModal
      opened
      title={texts.payment.title}
      onClose={onClose}
      onSubmit={submit}
      busy={pay.isPending}
      error={errorBeyondFields(pay.error, fields)}
      submitLabel={texts.payment.submit}
    >
      <Select
        label={texts.payment.card}
        required
        allowDeselect={false}
        data={ledger.cards.map((card) => ({
          value: card.id,
          label: `${card.brand} •••• ${card.last4} (${String(card.expMonth).padStart(2, '0')}/${card.expYear})`,
        }))}
        value={cardId}
        error={errorOf('paymentMethodId')}
        onChange={setCardId}
      />
      <MoneyInput
        label={texts.payment.amount}
        value={amount}
        error={errorOf('amountCents')}
        onChange={setAmount}
      />
    </FormModal>
  );
}
