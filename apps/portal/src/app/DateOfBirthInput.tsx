import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maskUsDate } from '../format/parseUsDate';

interface DateOfBirthInputProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  autoFocus?: boolean;
}

/** A date of birth typed as MM/DD/YYYY (a text field: faster than a calendar for a birth year). */
export function DateOfBirthInput({ value, onChange, error, autoFocus }: DateOfBirthInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('confirm.dateOfBirth')}
      placeholder={t('confirm.dateOfBirthPlaceholder')}
      value={value}
      onChange={(event) => onChange(maskUsDate(event.currentTarget.value))}
      inputMode="numeric"
      autoComplete="bday"
      required
      error={error ?? undefined}
      autoFocus={autoFocus}
      maxLength={10}
    />
  );
}
