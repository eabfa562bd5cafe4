import '../../dialogs/dialogStyles';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import type { BillingCreditCard } from '@clinic/api-contract';
import { Button, Checkbox, Group, Modal, NumberInput, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format/formatters';
import { cardExpiry, cardLabel } from './billingQueries';
import { CardFields } from './CardFields';
import { type CardDraft, cardErrors, emptyCard, toCardInput } from './cardDraft';
import type { PaymentRequestBody } from './usePayment';

const newCard = 'new';

/** NumberInput answers a number, or its text ('$5.00') once formatted: both mean dollars. */
function dollarsOf(amount: number | string): number {
  return typeof amount === 'number' ? amount : Number.parseFloat(amount.replace(/[$,\s]/g, ''));
}

export interface PayDialogProps {
  opened: boolean;
  balance: number;
  cards: readonly BillingCreditCard[];
  paying: boolean;
  onPay(body: PaymentRequestBody): void;
  onClose(): void;
}

/** How much and with which card: a saved one (default first) or a new one, optionally saved. */
export function PayDialog({ opened, balance, cards, paying, onPay, onClose }: PayDialogProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | string>(balance);
  const [source, setSource] = useState<string>(cards[0]?.id ?? newCard);
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [saveCard, setSaveCard] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    const value = dollarsOf(amount);
    if (!(value > 0)) found.amount = t('billing.errors.amount');
    else if (value > balance)
      found.amount = t('billing.errors.overBalance', { balance: formatMoney(balance) });
    if (source === newCard) {
      for (const [field, key] of Object.entries(cardErrors(card, new Date()))) found[field] = t(key);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onPay(
      source === newCard
        ? { amount: value, card: { ...toCardInput(card), saveCard } }
        : { amount: value, paymentMethodId: source },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.payTitle')} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <NumberInput
            label={t('billing.amount')}
            description={t('billing.balanceDue', { balance: formatMoney(balance) })}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            min={0.01}
            max={balance}
            allowNegative={false}
            required
            data-autofocus
          />
          <Radio.Group label={t('billing.payWith')} value={source} onChange={setSource}>
            <Stack gap="xs" mt="xs">
              {cards.map((c) => (
                <Radio
                  key={c.id}
                  value={c.id}
                  label={cardLabel(c)}
                  description={t('paymentMethods.expires', { date: cardExpiry(c) })}
                />
              ))}
              <Radio value={newCard} label={t('billing.newCard')} />
            </Stack>
          </Radio.Group>
          {source === newCard && (
            <>
              <CardFields
                value={card}
                onChange={(patch) => setCard((c) => ({ ...c, ...patch }))}
                errors={errors}
              />
              <Checkbox
                label={t('billing.saveCard')}
                checked={saveCard}
                onChange={(e) => setSaveCard(e.currentTarget.checked)}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={paying}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={paying}>
              {t('billing.pay', { amount: formatMoney(dollarsOf(amount) || 0) })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
