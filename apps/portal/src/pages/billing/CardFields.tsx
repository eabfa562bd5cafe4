import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardDraft } from './cardDraft';

export interface CardFieldsProps {
  value: CardDraft;
  onChange(patch: Partial<CardDraft>): void;
  /** Translated messages by field. */
  errors: Readonly<Record<string, string>>;
}

const yearsAhead = 20;

/** Name on card, number, expiry and security code, with the browser's card autofill. */
export function CardFields({ value, onChange, errors }: CardFieldsProps) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1));
  const years = Array.from({ length: yearsAhead }, (_, i) => String(thisYear + i));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label={t('card.holderName')}
        value={value.holderName}
        onChange={(e) => onChange({ holderName: e.currentTarget.value })}
        error={errors.holderName}
        autoComplete="cc-name"
        required
      />
      <TextInput
        label={t('card.cardNumber')}
        value={value.cardNumber}
        onChange={(e) => onChange({ cardNumber: e.currentTarget.value })}
        error={errors.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        required
      />
      <NativeSelect
        label={t('card.expMonth')}
        value={value.expMonth}
        onChange={(e) => onChange({ expMonth: e.currentTarget.value })}
        error={errors.expiry}
        autoComplete="cc-exp-month"
        data={[
          { value: '', label: t('card.choose') },
          ...months.map((m) => ({ value: m, label: m.padStart(2, '0') })),
        ]}
        required
      />
      <NativeSelect
        label={t('card.expYear')}
        value={value.expYear}
        onChange={(e) => onChange({ expYear: e.currentTarget.value })}
        error={errors.expiry ? ' ' : undefined}
        autoComplete="cc-exp-year"
        data={[{ value: '', label: t('card.choose') }, ...years]}
        required
      />
      <TextInput
        label={t('card.cvc')}
        value={value.cvc}
        onChange={(e) => onChange({ cvc: e.currentTarget.value })}
        error={errors.cvc}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        required
      />
    </SimpleGrid>
  );
}
